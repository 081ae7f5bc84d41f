import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown';

describe('safe markdown', () => {
  it('reads headings, paragraphs, lists, quotes and code', () => {
    const blocks = parseMarkdown('# Title\n\nHello **world**\n\n- a\n- b\n\n> quoted\n\n```\n<b>x</b>\n```');
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'list', 'quote', 'code']);
    expect(blocks[4]).toEqual({ kind: 'code', text: '<b>x</b>' });
  });

  it('keeps HTML as text and drops unsafe link targets', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
    expect(parseInline('[click](javascript:void0)')).toEqual([{ kind: 'text', text: 'click' }]);
    expect(parseInline('[ok](https://example.com)')[0]).toMatchObject({
      kind: 'link',
      href: 'https://example.com',
    });
  });
});
