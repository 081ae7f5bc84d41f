import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { layOutSearchList } from '../test/lay-out-search-list';
import { TimeZoneSelect } from './TimeZoneSelect';

function Harness({ initial = 'UTC' }: { initial?: string }) {
  const [zone, setZone] = useState(initial);
  return (
    <>
      <label htmlFor="tz">Time zone</label>
      <TimeZoneSelect id="tz" name="time_zone" value={zone} onChange={setZone} />
      <output data-testid="value">{zone}</output>
    </>
  );
}

const trigger = () => screen.getByRole('combobox', { name: 'Time zone' });
const search = () => screen.getByRole('combobox', { name: 'Search time zones' });
const shownZones = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('TimeZoneSelect', () => {
  it('renders no zone while closed, only the chosen one on its button', () => {
    render(<Harness initial="Asia/Tokyo" />);
    expect(trigger().textContent).toBe('Asia/Tokyo (GMT+9)');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(document.querySelectorAll('option, [role="option"]')).toHaveLength(0);
    // The form still carries the value under the field's name.
    expect((document.querySelector('input[name="time_zone"]') as HTMLInputElement).value).toBe('Asia/Tokyo');
  });

  it('opens on a search box that narrows the list as you type (city or region, any case)', async () => {
    layOutSearchList();
    render(<Harness />);
    fireEvent.click(trigger());
    expect(document.activeElement).toBe(search());
    const all = shownZones();
    // Hundreds of zones, only those in view rendered.
    expect(all.length).toBeGreaterThan(5);
    expect(all.length).toBeLessThan(40);

    fireEvent.change(search(), { target: { value: 'TOKYO' } });
    expect(await screen.findByText('1 of', { exact: false })).toBeTruthy();
    expect(shownZones()).toEqual(['Asia/Tokyo (GMT+9)']);

    fireEvent.change(search(), { target: { value: 'new york' } });
    await screen.findByRole('option', { name: /America\/New York/ });
    expect(shownZones()).toEqual([expect.stringMatching(/^America\/New York \(GMT-[45]\)$/)]);

    // Typed text is a plain string, never a pattern.
    fireEvent.change(search(), { target: { value: 'a.*o' } });
    expect(await screen.findByText('No time zones match your search.')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('chooses with the keyboard: arrows move, Enter picks and closes, Esc leaves the value', async () => {
    layOutSearchList();
    render(<Harness />);
    fireEvent.click(trigger());
    fireEvent.change(search(), { target: { value: 'europe/b' } });
    await screen.findByRole('option', { name: /Europe\/Berlin/ });
    const names = shownZones();
    // The first match is the active one; Berlin is a few arrows down.
    expect(screen.getByRole('option', { selected: true }).textContent).toBe(names[0]);
    const berlin = names.findIndex((n) => n?.startsWith('Europe/Berlin'));
    expect(berlin).toBeGreaterThan(0);
    for (let i = 0; i < berlin; i += 1) fireEvent.keyDown(search(), { key: 'ArrowDown' });
    expect(screen.getByRole('option', { selected: true }).textContent).toMatch(/^Europe\/Berlin/);
    fireEvent.keyDown(search(), { key: 'Enter' });
    expect(screen.getByTestId('value').textContent).toBe('Europe/Berlin');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger().textContent).toMatch(/^Europe\/Berlin \(GMT\+[12]\)$/);

    // Opened again: the chosen zone is the active one; Esc closes without changing it.
    fireEvent.click(trigger());
    expect(screen.getByRole('option', { selected: true }).textContent).toMatch(/^Europe\/Berlin/);
    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    fireEvent.keyDown(search(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByTestId('value').textContent).toBe('Europe/Berlin');
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
  });
});
