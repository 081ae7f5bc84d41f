import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IconChoiceGroup } from './icon-choice-group';

describe('IconChoiceGroup', () => {
  const choices = [
    { value: '', label: 'No icon', icon: <span>∅</span> },
    { value: 'home', label: 'home', icon: <span>⌂</span> },
    { value: 'star', label: 'star', icon: <span>★</span> },
  ];

  it('is a named group of radios with the current value checked', () => {
    render(<IconChoiceGroup legend="Icon" name="t" choices={choices} value="home" onChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Icon' })).toBeTruthy();
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual(['No icon', 'home', 'star']);
    expect(radios.map((r) => r.checked)).toEqual([false, true, false]);
  });

  it('reports the picked icon and marks the group invalid when told', () => {
    const onChange = vi.fn();
    render(
      <IconChoiceGroup legend="Icon" name="t" choices={choices} value="" onChange={onChange} invalid>
        <p>hint</p>
      </IconChoiceGroup>,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'star' }));
    expect(onChange).toHaveBeenCalledWith('star');
    expect(screen.getByRole('group').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('hint')).toBeTruthy();
  });
});
