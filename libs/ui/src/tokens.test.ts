// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * WCAG 2.2 AA contrast of the design tokens in styles.css, for both themes. Tokens are
 * oklch(); they are converted to sRGB here (Björn Ottosson's OKLab matrices).
 */
const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');

function block(selector: string): Record<string, string> {
  const start = css.search(new RegExp(`^${selector.replace('.', '\\.')} \\{`, 'm'));
  if (start < 0) throw new Error(`no ${selector} block in styles.css`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  const tokens: Record<string, string> = {};
  for (const [, name, value] of body.matchAll(/--([\w-]+):\s*([^;]+);/g)) tokens[name] = value.trim();
  return tokens;
}

function oklchToLinearSrgb(value: string): [number, number, number] {
  const match = /^oklch\(\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\)$/.exec(value);
  if (!match) throw new Error(`not an opaque oklch() colour: ${value}`);
  const [L, C, H] = match.slice(1).map(Number) as [number, number, number];
  const a = C * Math.cos((H * Math.PI) / 180);
  const b = C * Math.sin((H * Math.PI) / 180);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clamp = (x: number) => Math.min(1, Math.max(0, x));
  return [
    clamp(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    clamp(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    clamp(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

function luminance(value: string): number {
  const [r, g, b] = oklchToLinearSrgb(value);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const TEXT_PAIRS: [string, string][] = [
  ['foreground', 'background'],
  ['card-foreground', 'card'],
  ['popover-foreground', 'popover'],
  ['primary-foreground', 'primary'],
  ['secondary-foreground', 'secondary'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'card'],
  ['muted-foreground', 'muted'],
  ['accent-foreground', 'accent'],
  ['destructive-foreground', 'destructive'],
  ['success-foreground', 'success'],
  ['warning-foreground', 'warning'],
  ['primary', 'background'],
  ['primary', 'card'],
  ['destructive', 'background'],
  ['destructive', 'card'],
  ['success', 'background'],
  ['warning', 'background'],
];

// Focus rings and status dots are non-text: 3:1 against what they sit on.
const UI_PAIRS: [string, string][] = [
  ['ring', 'background'],
  ['ring', 'card'],
  ['success', 'card'],
  ['warning', 'card'],
  ['destructive', 'card'],
];

const REQUIRED_TOKENS = [
  'background',
  'foreground',
  'card',
  'primary',
  'primary-foreground',
  'muted',
  'muted-foreground',
  'border',
  'ring',
  'destructive',
  'success',
  'warning',
];

describe.each([':root', '.dark'])('design tokens in %s', (selector) => {
  const tokens = block(selector);

  it('defines every colour token', () => {
    for (const name of REQUIRED_TOKENS) expect(tokens[name], name).toMatch(/^oklch\(/);
  });

  it.each(TEXT_PAIRS)('%s on %s meets 4.5:1', (fg, bg) => {
    expect(contrast(tokens[fg]!, tokens[bg]!)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(UI_PAIRS)('%s on %s meets 3:1', (fg, bg) => {
    expect(contrast(tokens[fg]!, tokens[bg]!)).toBeGreaterThanOrEqual(3);
  });
});

describe('shared tokens', () => {
  it('defines the radius and the Inter Variable font once, on :root', () => {
    const root = block(':root');
    expect(root.radius).toBe('0.625rem');
    expect(root['font-family']).toMatch(/^'Inter Variable'/);
  });

  it('maps tokens into Tailwind with @theme inline and a class-based dark variant', () => {
    expect(css).toContain('@custom-variant dark (&:where(.dark, .dark *));');
    expect(css).toMatch(/@theme inline \{[^}]*--color-primary: var\(--primary\);/);
  });
});
