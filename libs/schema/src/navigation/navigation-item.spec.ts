import { describe, expect, it } from 'vitest';
import {
  navigationItemCreateSchema,
  navigationItemUpdateSchema,
  navigationLinkProblem,
  navigationReorderSchema,
} from './navigation-item.js';

const ID = '11111111-1111-4111-8111-111111111111';
const ID2 = '22222222-2222-4222-8222-222222222222';

describe('navigationLinkProblem', () => {
  it.each([
    '/dashboard',
    '/',
    '/zones/abc?tab=hubs#top',
    'https://example.com/docs',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
  ])('accepts %s', (link) => {
    expect(navigationLinkProblem(link)).toBeNull();
  });

  it.each([
    ['javascript:alert(1)', /not a "javascript:" URL/],
    ['JaVaScRiPt:alert(1)', /not a "javascript:" URL/],
    [' javascript:alert(1)', /spaces or control/],
    ['java\tscript:alert(1)', /spaces or control/],
    ['data:text/html,<script>alert(1)</script>', /not a "data:" URL/],
    ['vbscript:msgbox', /not a "vbscript:" URL/],
    ['file:///etc/passwd', /not a "file:" URL/],
    ['//evil.example', /not "\/\/…"/],
    ['/\\evil.example', /"\\"/],
    ['dashboard', /starting with "\/"/],
    ['https://', /host/],
    ['https://trusted.example@evil.example', /no user name/],
    ['', /empty/],
    ['/' + 'a'.repeat(2048), /at most 2048/],
  ])('refuses %s', (link, message) => {
    expect(navigationLinkProblem(link)).toMatch(message);
  });
});

describe('navigationItemCreateSchema', () => {
  it('applies the defaults: type external, visible, active, order 0, metadata {}', () => {
    expect(navigationItemCreateSchema.parse({ title: 'Docs' })).toEqual({
      title: 'Docs',
      type: 'external',
      order_index: 0,
      is_active: true,
      is_visible: true,
      metadata: {},
    });
  });

  it('keeps HTML in a title as text', () => {
    expect(navigationItemCreateSchema.parse({ title: '<b>Bold</b>' }).title).toBe('<b>Bold</b>');
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ title: 'x'.repeat(201) }, 'title'],
    [{ title: 'a\u0000b' }, 'title'],
    [{ title: 'A', path: 'javascript:alert(1)' }, 'path'],
    [{ title: 'A', href: 'data:text/html,x' }, 'href'],
    [{ title: 'A', icon: '<svg>' }, 'icon'],
    [{ title: 'A', required_role: 'Admin!' }, 'required_role'],
    [{ title: 'A', parent_id: 'nope' }, 'parent_id'],
    [{ title: 'A', order_index: 1.5 }, 'order_index'],
    [{ title: 'A', metadata: [] }, 'metadata'],
    [{ title: 'A', extra: 1 }, ''],
  ])('refuses %j (at %s)', (body, path) => {
    const result = navigationItemCreateSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toContain(path);
  });
});

describe('navigationItemUpdateSchema', () => {
  it('accepts a subset without defaults and refuses an empty body', () => {
    expect(navigationItemUpdateSchema.parse({ is_active: false })).toEqual({ is_active: false });
    expect(navigationItemUpdateSchema.safeParse({}).success).toBe(false);
  });
});

describe('navigationReorderSchema', () => {
  it('accepts a subset of items', () => {
    const body = {
      items: [
        { id: ID, parent_id: null, order_index: 0 },
        { id: ID2, parent_id: ID, order_index: 3 },
      ],
    };
    expect(navigationReorderSchema.parse(body)).toEqual(body);
  });

  it('refuses an id listed twice, naming it', () => {
    const result = navigationReorderSchema.safeParse({
      items: [
        { id: ID, parent_id: null, order_index: 0 },
        { id: ID, parent_id: null, order_index: 1 },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({
      path: ['items', 1, 'id'],
      message: `Navigation item ${ID} is listed more than once`,
    });
  });

  it('refuses more than 10,000 items', () => {
    const items = Array.from({ length: 10_001 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      parent_id: null,
      order_index: i,
    }));
    expect(navigationReorderSchema.safeParse({ items }).success).toBe(false);
  });
});
