import type { DashboardWidget } from '@atrium/schema';
import { i18n, type Messages } from '@lingui/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFeature } from '@/test/feature-harness';
import { SAMPLE_CONFIGS } from '@/features/dashboards/utils/grid-layout';
import { WidgetSettingsDialog } from './WidgetSettingsDialog';

const place = { x: 0, y: 0, w: 4, h: 3 };

function open(widget: DashboardWidget) {
  const handlers = { onApply: vi.fn(), onRemove: vi.fn(), onClose: vi.fn() };
  renderFeature(<WidgetSettingsDialog widget={widget} {...handlers} />);
  return { dialog: screen.getByRole('dialog'), ...handlers };
}

const type = (field: HTMLElement, value: string) => {
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};

/** A typed bar chart "Hires" with a point per value (Q1, Q2…). */
const hiresChart = (...values: number[]): DashboardWidget => ({
  id: 'c',
  type: 'chart',
  ...place,
  config: {
    title: 'Hires',
    kind: 'bar',
    source: 'manual',
    series: values.map((value, i) => ({ label: `Q${i + 1}`, value })),
  },
});

describe('WidgetSettingsDialog (react-hook-form + the widget config schemas)', () => {
  it('refuses a script link inline, focuses it, and applies once it is fixed', async () => {
    const widget: DashboardWidget = {
      id: 'l',
      type: 'links',
      ...place,
      config: { title: 'Links', links: [{ label: 'Docs', url: 'https://example.com/docs' }] },
    };
    const { dialog, onApply } = open(widget);
    expect(within(dialog).getByRole('heading', { name: 'Links widget settings' })).toBeTruthy();
    const url = within(dialog).getByLabelText('URL of link 1');
    type(url, 'javascript:alert(1)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const message = 'Link must be a path starting with "/" or an http(s) URL, not a "javascript:" URL';
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(url.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(url));
    expect(onApply).not.toHaveBeenCalled();

    type(url, 'https://example.com/handbook');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    type(within(dialog).getByLabelText('Label of link 2'), 'Status');
    type(within(dialog).getByLabelText('URL of link 2'), 'https://status.example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(onApply).toHaveBeenCalledWith({
        title: 'Links',
        links: [
          { label: 'Docs', url: 'https://example.com/handbook' },
          { label: 'Status', url: 'https://status.example.com' },
        ],
      }),
    );
  });

  it('switches a stat to a live count: the typed number is hidden and not kept', async () => {
    const config = { ...SAMPLE_CONFIGS.stat, label: 'Active members', source: 'fixed' as const, value: 12 };
    const widget: DashboardWidget = { id: 's', type: 'stat', ...place, config };
    const { dialog, onApply } = open(widget);
    expect(within(dialog).getByLabelText('Value')).toBeTruthy();
    type(within(dialog).getByLabelText('Title'), 'Team size');
    fireEvent.change(within(dialog).getByLabelText('Value source'), { target: { value: 'zone_members' } });
    await waitFor(() => expect(within(dialog).queryByLabelText('Value')).toBeNull());
    expect(within(dialog).getByText(/Counted live from this zone/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Format'), { target: { value: 'compact' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(onApply).toHaveBeenCalledWith({
        title: 'Team size',
        label: 'Active members',
        source: 'zone_members',
        value: null,
        unit: '',
        format: 'compact',
        trend: null,
      }),
    );
  });

  it('starts a new stat with no source and asks for one; a typed stat needs a number', async () => {
    const widget: DashboardWidget = { id: 's', type: 'stat', ...place, config: SAMPLE_CONFIGS.stat };
    const { dialog, onApply } = open(widget);
    expect((within(dialog).getByLabelText('Value source') as HTMLSelectElement).value).toBe('');
    expect(within(dialog).queryByLabelText('Value')).toBeNull();
    expect(within(dialog).getByTestId('stat-prompt')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Value source'), { target: { value: 'fixed' } });
    await waitFor(() => expect(within(dialog).getByLabelText('Value')).toBeTruthy());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Value must be a number')).toBeTruthy();
    // The focus goes to the field to fix, not back to the first field.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Value')));
    expect(onApply).not.toHaveBeenCalled();
  });

  it('previews Markdown as it is typed and applies title and text', async () => {
    const widget: DashboardWidget = { id: 'm', type: 'markdown', ...place, config: SAMPLE_CONFIGS.markdown };
    const { dialog, onApply } = open(widget);
    type(within(dialog).getByLabelText('Title'), 'Runbook');
    type(within(dialog).getByLabelText('Text'), '## On call\n\nPage **Ada** first.');
    const preview = within(dialog).getByTestId('widget-preview');
    // The Markdown renderer is a lazy chunk: its first load can take a while on a busy machine
    await waitFor(() => expect(within(preview).getByRole('heading', { name: 'On call' })).toBeTruthy(), {
      timeout: 15_000,
    });
    expect(preview.getAttribute('aria-label')).toBe('Runbook');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(onApply).toHaveBeenCalledWith({
        title: 'Runbook',
        content: '## On call\n\nPage **Ada** first.',
      }),
    );
  });

  it('edits list items one per line', async () => {
    const widget: DashboardWidget = { id: 'li', type: 'list', ...place, config: SAMPLE_CONFIGS.list };
    const { dialog, onApply } = open(widget);
    const items = within(dialog).getByLabelText('Items') as HTMLTextAreaElement;
    expect(items.value).toBe('Invite the team\nWrite the handbook\nPlan the launch');
    type(items, 'One\n\n  Two  ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ title: 'Next steps', items: ['One', 'Two'] }));
  });

  it('edits typed chart points', async () => {
    const { dialog, onApply } = open(hiresChart(4));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add point' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Label is required')).toBeTruthy();
    type(within(dialog).getByLabelText('Label of point 2'), 'Q2');
    type(within(dialog).getByLabelText('Value of point 2'), '7');
    fireEvent.change(within(dialog).getByLabelText('Kind'), { target: { value: 'line' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(onApply).toHaveBeenCalledWith({
        title: 'Hires',
        kind: 'line',
        source: 'manual',
        series: [
          { label: 'Q1', value: 4 },
          { label: 'Q2', value: 7 },
        ],
      }),
    );
  });

  it("a chart's untouched title follows its data source; a typed one stays", async () => {
    const newChart: DashboardWidget = { id: 'n', type: 'chart', ...place, config: SAMPLE_CONFIGS.chart };
    const { dialog, onApply } = open(newChart);
    const data = within(dialog).getByLabelText('Data');
    const title = within(dialog).getByLabelText('Title') as HTMLInputElement;
    fireEvent.change(data, { target: { value: 'zone_members_by_role' } });
    await waitFor(() => expect(title.value).toBe('Members of this zone by role'));
    fireEvent.change(data, { target: { value: 'hub_modules_by_type' } });
    await waitFor(() => expect(title.value).toBe('Modules in this hub by type'));
    type(title, 'Our team');
    fireEvent.change(data, { target: { value: 'zone_members_by_role' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(onApply).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Our team', source: 'zone_members_by_role' }),
      ),
    );
  });

  it('adds a second series, names it, stacks the bars, and removes it again', async () => {
    const { dialog, onApply } = open(hiresChart(4, 7));
    expect(within(dialog).queryByLabelText("Stack the series' bars")).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add series' }));
    // The first series is named by the title; the new one starts at 0 in every point
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name of series 1').value).toBe('Hires');
    type(within(dialog).getByLabelText('Name of series 2'), 'Leavers');
    type(within(dialog).getByLabelText('Value of point 2 in Leavers'), '2');
    fireEvent.click(within(dialog).getByLabelText("Stack the series' bars"));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(onApply).toHaveBeenLastCalledWith({
        title: 'Hires',
        kind: 'bar',
        source: 'manual',
        series_names: ['Hires', 'Leavers'],
        stacked: true,
        series: [
          { label: 'Q1', value: 4, values: [0] },
          { label: 'Q2', value: 7, values: [2] },
        ],
      }),
    );
    // A donut shows one series: said at the kind
    fireEvent.change(within(dialog).getByLabelText('Kind'), { target: { value: 'pie' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(
      await within(dialog).findByText('A donut shows one series: choose bars or a line for several'),
    ).toBeTruthy();
    // Removing the first series leaves one: back to a plain chart of the second's values
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove series 1' }));
    fireEvent.change(within(dialog).getByLabelText('Kind'), { target: { value: 'bar' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(onApply).toHaveBeenLastCalledWith({
        title: 'Hires',
        kind: 'bar',
        source: 'manual',
        series: [
          { label: 'Q1', value: 0 },
          { label: 'Q2', value: 2 },
        ],
      }),
    );
  });

  it('asks before closing with changes not applied; closes at once without', async () => {
    const widget: DashboardWidget = { id: 'm', type: 'markdown', ...place, config: SAMPLE_CONFIGS.markdown };
    const first = open(widget);
    fireEvent.click(within(first.dialog).getByRole('button', { name: 'Cancel' }));
    expect(first.onClose).toHaveBeenCalledTimes(1);

    type(within(first.dialog).getByLabelText('Title'), 'Changed');
    fireEvent.click(within(first.dialog).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(first.onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Discard changes' }));
    expect(first.onClose).toHaveBeenCalledTimes(2);
  });

  it('names the widget kind with its capital in German when asking to discard', async () => {
    // A widget's words are in the dashboards catalogue, the dialog's frame in workspace's.
    const catalogues = (await Promise.all(
      ['workspace', 'dashboards'].map((area) => import(`../../../../locales/de/${area}.po`)),
    )) as { messages: Messages }[];
    const messages: Messages = Object.assign({}, ...catalogues.map((c) => c.messages));
    act(() => i18n.loadAndActivate({ locale: 'de', messages }));
    try {
      const widget: DashboardWidget = {
        id: 'm',
        type: 'markdown',
        ...place,
        config: SAMPLE_CONFIGS.markdown,
      };
      const { dialog } = open(widget);
      type(within(dialog).getByLabelText('Titel'), 'Geändert');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
      const confirm = await screen.findByRole('dialog', { name: 'Änderungen verwerfen?' });
      expect(confirm.textContent).toContain('Deine Änderungen an diesem Widget (Text)');
    } finally {
      act(() => i18n.activate('en'));
    }
  });

  it('removes the widget', () => {
    const widget: DashboardWidget = { id: 'm', type: 'markdown', ...place, config: SAMPLE_CONFIGS.markdown };
    const { dialog, onRemove } = open(widget);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove widget' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});
