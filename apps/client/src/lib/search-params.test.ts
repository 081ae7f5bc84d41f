import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './search-params';

describe('the router query string as plain text', () => {
  it('reads every value as text and a repeated key as a list', () => {
    expect({ ...parseSearch('?q=123&flag=true&n=null&filter=a.eq.1&filter=b.gt.2&empty=') }).toEqual({
      q: '123',
      flag: 'true',
      n: 'null',
      filter: ['a.eq.1', 'b.gt.2'],
      empty: '',
    });
  });

  it('keeps a __proto__ key as a key, without touching the prototype', () => {
    const search = parseSearch('__proto__=a&__proto__=b');
    expect(Object.getPrototypeOf(search)).toBeNull();
    expect(search.__proto__).toEqual(['a', 'b']);
    expect(({} as Record<string, unknown>).a).toBeUndefined();
  });

  it('writes lists as repeated keys, leaves out undefined, and reads back what it wrote', () => {
    const search = {
      tab: 'members',
      sort: '-due_on,title',
      filter: ['title.eq.a&b=c', 'x.is_true'],
      q: '1 + 1',
    };
    const text = stringifySearch({ ...search, page: undefined });
    expect(text).toBe(
      '?tab=members&sort=-due_on,title&filter=title.eq.a%26b%3Dc&filter=x.is_true&q=1%20%2B%201',
    );
    expect({ ...parseSearch(text) }).toEqual(search);
    expect(stringifySearch({})).toBe('');
    expect(stringifySearch({ n: 2, on: false, item: { a: 1 } })).toBe('?n=2&on=false&item=%7B%22a%22:1%7D');
  });
});
