import { describe, expect, it } from 'vitest';
import { moduleCreateSchema, moduleUpdateSchema } from './module-payloads.js';
import { listModuleTypes, MODULE_TYPE_NAMES, parseModuleConfig } from './module-registry.js';

describe('module registry', () => {
  it('has at least markdown, collection, form and link', () => {
    expect(MODULE_TYPE_NAMES).toEqual(expect.arrayContaining(['markdown', 'collection', 'form', 'link']));
  });

  it('lists each type with a JSON schema and its default config', () => {
    const types = listModuleTypes();
    expect(types.map((t) => t.type)).toEqual([...MODULE_TYPE_NAMES]);
    for (const t of types) {
      expect(t).toMatchObject({
        label: expect.any(String),
        icon: expect.any(String),
        config_schema: { type: 'object' },
      });
    }
    expect(types.find((t) => t.type === 'markdown')?.default_config).toEqual({ content: '' });
    expect(types.find((t) => t.type === 'link')?.default_config).toBeNull();
    expect(() => JSON.stringify(types)).not.toThrow();
  });

  it('creates with defaults filled', () => {
    expect(moduleCreateSchema.parse({ name: 'Notes', type: 'markdown' })).toEqual({
      name: 'Notes',
      type: 'markdown',
      config: { content: '' },
      is_active: true,
    });
    expect(
      moduleCreateSchema.parse({ name: 'Tasks', type: 'collection', config: { view: 'board' } }).config,
    ).toEqual({
      collection: null,
      view: 'board',
      page_size: 50,
      board_field: null,
      order_field: null,
    });
  });

  it.each([
    ['unknown type', { name: 'X', type: 'iframe' }, 'type'],
    ['link without url', { name: 'X', type: 'link' }, 'config.url'],
    ['javascript: link', { name: 'X', type: 'link', config: { url: 'javascript:alert(1)' } }, 'config.url'],
    [
      'link with a user name',
      { name: 'X', type: 'link', config: { url: 'https://user:pw@evil.com' } },
      'config.url',
    ],
    ['link to an app path', { name: 'X', type: 'link', config: { url: '/zones' } }, 'config.url'],
    ['unknown config key', { name: 'X', type: 'markdown', config: { content: '', script: 'x' } }, 'config'],
    ['bad form id', { name: 'X', type: 'form', config: { form_id: 'nope' } }, 'config.form_id'],
    ['page size', { name: 'X', type: 'collection', config: { page_size: 5000 } }, 'config.page_size'],
    [
      'board field',
      { name: 'X', type: 'collection', config: { board_field: 'St"atus' } },
      'config.board_field',
    ],
    [
      'order field',
      { name: 'X', type: 'collection', config: { order_field: 'position; drop' } },
      'config.order_field',
    ],
  ])('refuses %s', (_n, body, path) => {
    const r = moduleCreateSchema.safeParse(body);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it.each(['hub_id', 'id', 'order_index'])('refuses %s on create and update', (key) => {
    expect(moduleCreateSchema.safeParse({ name: 'X', type: 'markdown', [key]: 1 }).success).toBe(false);
    expect(moduleUpdateSchema.safeParse({ name: 'X', [key]: 1 }).success).toBe(false);
  });

  it('update refuses a type change', () => {
    expect(moduleUpdateSchema.safeParse({ type: 'link' }).success).toBe(false);
  });

  it('parseModuleConfig paths issues under config', () => {
    expect(parseModuleConfig('link', { url: 'ftp://x' })).toEqual({
      success: false,
      issues: [{ path: ['config', 'url'], message: 'Link must be an http(s) URL, not a "ftp:" URL' }],
    });
    expect(parseModuleConfig('link', { url: 'https://example.com' })).toEqual({
      success: true,
      data: { url: 'https://example.com', open_in_new_tab: true },
    });
  });
});
