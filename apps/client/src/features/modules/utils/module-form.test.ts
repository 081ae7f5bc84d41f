import { moduleCreateSchema, type HubModule } from '@atrium/schema';
import { describe, expect, it } from 'vitest';
import { initialConfig, moduleFormValues, newModuleValues, withHttps, withSavedChoice } from './module-form';

describe('module form values', () => {
  it('starts each type from the registry defaults (a link with a blank URL)', () => {
    expect(initialConfig('markdown')).toEqual({ content: '' });
    expect(initialConfig('collection')).toEqual({
      collection: null,
      view: 'table',
      page_size: 50,
      board_field: null,
      order_field: null,
    });
    expect(initialConfig('form')).toEqual({
      form_id: null,
      submit_label: 'Submit',
      success_message: 'Thank you!',
    });
    expect(initialConfig('link')).toEqual({ url: '', open_in_new_tab: true });
  });

  it('lets the shared schema accept a fresh collection, and refuse a fresh link until it has a URL', () => {
    expect(moduleCreateSchema.safeParse({ ...newModuleValues('collection'), name: 'Tasks' }).success).toBe(
      true,
    );
    const link = moduleCreateSchema.safeParse({ ...newModuleValues('link'), name: 'Site' });
    expect(link.success).toBe(false);
    expect(link.error?.issues.map((i) => i.path.join('.'))).toEqual(['config.url']);
  });

  it('reads a stored module over the defaults and drops keys its type does not have', () => {
    const module = {
      id: '44444444-4444-4444-8444-444444444444',
      hub_id: '33333333-3333-4333-8333-333333333333',
      name: 'Tasks',
      type: 'collection',
      config: { collection: 'tasks', legacy: 'x' },
      order_index: 0,
      is_active: false,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    } satisfies HubModule;
    expect(moduleFormValues(module)).toEqual({
      name: 'Tasks',
      type: 'collection',
      config: { collection: 'tasks', view: 'table', page_size: 50, board_field: null, order_field: null },
      is_active: false,
    });
  });
});

describe('withSavedChoice', () => {
  const listed = [{ value: 'tasks', label: 'Task (tasks)' }];
  const gone = (name: string) => `${name} (not available)`;

  it('adds a saved value no longer listed, labelled as such, and nothing else', () => {
    expect(withSavedChoice(listed, 'old', gone)).toEqual([
      ...listed,
      { value: 'old', label: 'old (not available)' },
    ]);
    expect(withSavedChoice(listed, 'tasks', gone)).toEqual(listed);
    expect(withSavedChoice(listed, null, gone)).toEqual(listed);
    expect(withSavedChoice(listed, '', gone)).toEqual(listed);
  });
});

describe('withHttps', () => {
  it.each([
    ['figma.com', 'https://figma.com'],
    ['  example.com/a?b=1 ', 'https://example.com/a?b=1'],
    ['http://example.com', 'http://example.com'],
    ['HTTPS://Example.com', 'HTTPS://Example.com'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['mailto:a@b.co', 'mailto:a@b.co'],
    ['', ''],
  ])('%j → %j (a scheme is kept for the schema to judge)', (typed, sent) => {
    expect(withHttps(typed)).toBe(sent);
  });
});
