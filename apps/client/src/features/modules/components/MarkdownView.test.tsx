import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MarkdownRenderer from './MarkdownRenderer';
import { MarkdownView } from './MarkdownView';
import { markdownToUnsafeHtml, safeHref } from '../utils/markdown';

describe('Markdown modules', () => {
  it('shows GitHub tables as tables', () => {
    render(<MarkdownRenderer source={'| Name | Qty |\n|---|--:|\n| Apples | 3 |\n| Pears | 12 |'} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Name', 'Qty']);
    expect(within(table).getByRole('cell', { name: 'Pears' }).tagName).toBe('TD');
    expect(table.textContent).not.toContain('|');
  });

  it('shows task lists as checkboxes, ticked where done', () => {
    const { container } = render(<MarkdownRenderer source={'- [x] Write spec\n- [ ] Ship it'} />);
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.checked)).toEqual([true, false]);
    expect(boxes.every((b) => b.disabled)).toBe(true);
    expect(screen.getByText('Ship it')).toBeTruthy();
    expect(container.textContent).not.toContain('[ ]');
  });

  it('shows raw HTML as text and drops script links', () => {
    const { container } = render(
      <MarkdownRenderer
        source={
          '<img src=x onerror="alert(1)"> <script>alert(2)</script>\n\n[click](javascript:alert(3)) [data](data:text/html,hi) [ok](https://example.com) [home](/zones)'
        }
      />,
    );
    expect(container.querySelector('img, script, [onerror]')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(container.querySelector('a[href^="javascript"], a[href^="data"]')).toBeNull();
    const ok = screen.getByRole('link', { name: 'ok' });
    expect(ok.getAttribute('href')).toBe('https://example.com');
    expect(ok.getAttribute('rel')).toBe('noreferrer noopener');
    const home = screen.getByRole('link', { name: 'home' });
    expect(home.getAttribute('href')).toBe('/zones');
    expect(home.getAttribute('target')).toBeNull();
  });

  it('highlights fenced code by its language', () => {
    const { container } = render(<MarkdownRenderer source={'```ts\nconst answer: number = 42;\n```'} />);
    const code = container.querySelector('pre code');
    expect(code?.textContent).toBe('const answer: number = 42;\n');
    expect(code?.querySelector('.hljs-keyword')?.textContent).toBe('const');
    expect(code?.querySelector('.hljs-number')?.textContent).toBe('42');
  });

  it('puts headings below the page heading', () => {
    render(<MarkdownRenderer source={'# Title\n\n## Part'} />);
    expect(screen.getByRole('heading', { name: 'Title' }).tagName).toBe('H2');
    expect(screen.getByRole('heading', { name: 'Part' }).tagName).toBe('H3');
  });

  it('loads the renderer on first use', async () => {
    render(<MarkdownView source={'**bold** text'} />);
    expect((await screen.findByText('bold')).tagName).toBe('STRONG');
  });
});

describe('hostile module text', () => {
  // Module bodies (≤ 100,000 characters) are written by zone editors and rendered in every
  // member's browser. The parser must stay linear (the sanitiser after it is the browser's own HTML
  // parser, linear; jsdom's stands in for it here and is timed by the cases above only), far from
  // the seconds the unified/micromark stack took on these (52 s for the emphasis markers).
  const cases: [string, (n: number) => string][] = [
    ['open brackets', (n) => '['.repeat(n)],
    ['unclosed links', (n) => '[a]('.repeat(n / 4)],
    ['emphasis markers', (n) => '**a'.repeat(n / 3)],
    ['mixed delimiters', (n) => '*_'.repeat(n / 2)],
    ['table pipes', (n) => `|${'a|'.repeat(n / 4)}\n|${'-|'.repeat(n / 4)}`],
    ['list markers', (n) => '* '.repeat(n / 2) + 'a'],
    ['a long code block', (n) => '```js\n' + 'a = "'.repeat(n / 5) + '\n```'],
  ];
  // The best of five runs: load on the machine (CI's parallel workers) only adds to a run.
  const time = (s: string) => {
    let best = Infinity;
    for (let run = 0; run < 5; run++) {
      const t0 = performance.now();
      markdownToUnsafeHtml(s);
      best = Math.min(best, performance.now() - t0);
    }
    return best;
  };
  it.each(cases)('%s', (_label, make) => {
    markdownToUnsafeHtml(make(4_000)); // warm the JIT
    // At the largest allowed body markdown-it takes 20–150 ms on these (best of five), where the
    // quadratic unified/micromark stack took 8–52 s. A ratio of two sizes was tried as the check and
    // was too noisy under load (GC makes 4× the input cost 4–8× the time), so the bound is absolute:
    // a super-linear parser is far above it.
    expect(time(make(100_000))).toBeLessThan(1_000);
  });
});

describe('safeHref', () => {
  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['HTTP://EXAMPLE.COM', 'HTTP://EXAMPLE.COM'],
    ['mailto:a@b.c', 'mailto:a@b.c'],
    ['/zones/1', '/zones/1'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    [' JavaScript:alert(1)', null],
    ['data:text/html,x', null],
    ['vbscript:x', null],
    ['relative/path', null],
  ])('%s → %s', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});
