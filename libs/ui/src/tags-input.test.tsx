import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { splitTags, TagsInput } from './tags-input';

describe('splitTags', () => {
  it.each([
    ['one word', 'ui', [], ['ui']],
    ['commas and line breaks, trimmed', ' a, b\nc ,', [], ['a', 'b', 'c']],
    ['repeats and empty parts dropped', 'a,,a, ,b', ['b'], ['b', 'a']],
    ['cut to the longest tag', 'abcdef', [], ['abc']],
  ] as const)('%s', (_case, text, existing, expected) => {
    expect(splitTags(text, existing, 3)).toEqual(expected);
  });
});

function Harness({ initial, onChange }: { initial: string[]; onChange?: (tags: string[]) => void }) {
  const [tags, setTags] = useState(initial);
  return (
    <TagsInput
      id="tags"
      aria-describedby="help"
      value={tags}
      removeLabel={(tag) => `Remove ${tag}`}
      placeholder="Add a tag"
      onChange={(next) => {
        setTags(next);
        onChange?.(next);
      }}
    />
  );
}

describe('TagsInput', () => {
  it('adds on Enter and comma, removes by button and by Backspace in the empty box', () => {
    const onChange = vi.fn();
    render(<Harness initial={['ui']} onChange={onChange} />);
    const box = screen.getByRole('textbox');
    expect(box.getAttribute('aria-describedby')).toBe('help');
    fireEvent.change(box, { target: { value: 'design' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: 'api' } });
    fireEvent.keyDown(box, { key: ',' });
    expect(onChange).toHaveBeenLastCalledWith(['ui', 'design', 'api']);
    expect((box as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Remove design' }));
    expect(onChange).toHaveBeenLastCalledWith(['ui', 'api']);
    fireEvent.keyDown(box, { key: 'Backspace' });
    expect(onChange).toHaveBeenLastCalledWith(['ui']);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['ui']);
  });

  it('splits a pasted list, drops a repeat, and keeps what was typed when the box is left', () => {
    const onChange = vi.fn();
    render(<Harness initial={['a']} onChange={onChange} />);
    const box = screen.getByRole('textbox');
    fireEvent.paste(box, { clipboardData: { getData: () => 'b, a\nc' } });
    expect(onChange).toHaveBeenLastCalledWith(['a', 'b', 'c']);
    fireEvent.change(box, { target: { value: 'later ' } });
    fireEvent.blur(box);
    expect(onChange).toHaveBeenLastCalledWith(['a', 'b', 'c', 'later']);
    // Enter on an empty box or a repeat changes nothing.
    onChange.mockClear();
    fireEvent.change(box, { target: { value: 'b' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
  });
});
