import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderFeature } from '@/test/feature-harness';
import { IconNamePicker } from './IconNamePicker';

function Picker({ initial, onChange }: { initial: string; onChange: (name: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <IconNamePicker
      name="icon"
      names={['rocket', 'flag']}
      value={value}
      onChange={(name) => {
        setValue(name);
        onChange(name);
      }}
    />
  );
}

function open(initial: string) {
  const onChange = vi.fn();
  const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
  renderFeature(
    <form onSubmit={onSubmit}>
      <Picker initial={initial} onChange={onChange} />
    </form>,
  );
  return { group: screen.getByRole('group', { name: 'Icon' }), onChange, onSubmit };
}

const radios = (group: HTMLElement) =>
  within(group)
    .queryAllByRole('radio')
    .map((r) => r.getAttribute('aria-label'));

describe('IconNamePicker', () => {
  it("offers the app's icons first, and finds any of lucide's by typing", async () => {
    const { group, onChange, onSubmit } = open('rocket');
    expect(radios(group)).toEqual(['No icon', 'rocket', 'flag']);
    const search = within(group).getByRole('searchbox', { name: 'Search all icons' });
    fireEvent.change(search, { target: { value: 'guitar' } });
    const guitar = await within(group).findByRole('radio', { name: 'guitar' });
    // The exact name first, then the names holding it (lucide has an electric guitar too)
    expect(radios(group)[0]).toBe('guitar');
    expect(within(group).getByText(`${radios(group).length} icons match.`)).toBeTruthy();
    // Enter in the search box does not submit the form around the picker
    fireEvent.keyDown(search, { key: 'Enter' });
    fireEvent.submit(search.closest('form')!);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(guitar);
    expect(onChange).toHaveBeenCalledWith('guitar');
    // Cleared, the grid is the app's icons again, with the chosen one kept in it (first)
    fireEvent.change(search, { target: { value: '' } });
    expect(radios(group)).toEqual(['No icon', 'guitar', 'rocket', 'flag']);
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: 'guitar' }).checked).toBe(true);
    // Drawn as lucide draws it, once loaded
    await waitFor(() => expect(group.querySelector('svg.lucide-guitar')).not.toBeNull());
  });

  it('says how many match when more than the first 60 do, and when none does', async () => {
    const { group } = open('');
    const search = within(group).getByRole('searchbox', { name: 'Search all icons' });
    fireEvent.change(search, { target: { value: 'arrow' } });
    await waitFor(() => expect(radios(group)).toHaveLength(60));
    expect(await within(group).findByText(/icons match; the first 60 are shown/)).toBeTruthy();
    expect(radios(group)).toHaveLength(60);
    fireEvent.change(search, { target: { value: 'no such icon at all' } });
    expect(within(group).getByText('No icon matches “no such icon at all”.')).toBeTruthy();
    expect(radios(group)).toEqual([]);
  });

  it('names a stored icon lucide does not have, and keeps it until another is picked', async () => {
    const { group } = open('no-such-icon');
    expect(await within(group).findByText(/“no-such-icon” is not a lucide icon/)).toBeTruthy();
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: 'no-such-icon' }).checked).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: 'flag' }));
    expect(within(group).queryByText(/is not a lucide icon/)).toBeNull();
  });
});
