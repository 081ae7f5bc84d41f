import { describe, expect, it } from 'vitest';
import { contrastRatio, formatContrast } from './contrast.js';
import {
  createThemeSchema,
  DEFAULT_THEME_TOKENS,
  themeContrastProblems,
  themeCss,
  themeTokensSchema,
  updateThemeSchema,
} from './theme.js';

describe('contrastRatio (WCAG 2.x)', () => {
  it.each([
    ['#000000', '#ffffff', '21.00:1'],
    ['#ffffff', '#ffffff', '1.00:1'],
    // The classic borderline grey: just under AA on white.
    ['#777777', '#ffffff', '4.47:1'],
    ['#767676', '#ffffff', '4.54:1'],
  ])('%s on %s is %s', (a, b, shown) => {
    expect(formatContrast(contrastRatio(a, b))).toBe(shown);
    expect(contrastRatio(a, b)).toBeCloseTo(contrastRatio(b, a), 10);
  });
});

describe('themeTokensSchema', () => {
  it("accepts today's look and lower-cases colours", () => {
    expect(themeTokensSchema.parse(DEFAULT_THEME_TOKENS)).toEqual(DEFAULT_THEME_TOKENS);
    const upper = { ...DEFAULT_THEME_TOKENS, light: { primary: '#4747DD', primary_foreground: '#FAFAFB' } };
    expect(themeTokensSchema.parse(upper).light.primary).toBe('#4747dd');
  });

  it('refuses text on the primary colour below 4.5:1, naming the token and the scheme', () => {
    const r = themeTokensSchema.safeParse({
      ...DEFAULT_THEME_TOKENS,
      dark: { primary: '#8f9bfb', primary_foreground: '#ffffff' },
    });
    expect(r.success).toBe(false);
    const issue = r.error!.issues[0]!;
    expect(issue.path).toEqual(['dark', 'primary_foreground']);
    expect(issue.message).toMatch(/in dark mode; WCAG AA needs at least 4.5:1/);
  });

  it('refuses a primary colour links cannot be read in on the page background', () => {
    const problems = themeContrastProblems({
      ...DEFAULT_THEME_TOKENS,
      light: { primary: '#ffd400', primary_foreground: '#000000' },
    });
    expect(problems.map((p) => p.path.join('.'))).toEqual(['light.primary']);
  });

  it.each([
    ['a name colour', { light: { primary: 'red', primary_foreground: '#ffffff' } }, 'light.primary'],
    ['three-digit hex', { light: { primary: '#fff', primary_foreground: '#000000' } }, 'light.primary'],
    ['an unknown token', { accent: '#ffffff' }, ''],
    ['a radius too large', { radius: 9 }, 'radius'],
    ['a font not on the list', { font: 'comic-sans' }, 'font'],
  ])('refuses %s', (_, change, path) => {
    const r = themeTokensSchema.safeParse({ ...DEFAULT_THEME_TOKENS, ...change });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path.join('.')).toBe(path);
  });
});

describe('create and update payloads', () => {
  it('needs a slug name; update needs at least one field', () => {
    expect(createThemeSchema.safeParse({ name: 'Brand Blue', label: 'x' }).success).toBe(false);
    expect(createThemeSchema.safeParse({ name: 'brand-blue', label: 'Brand blue' }).success).toBe(true);
    expect(updateThemeSchema.safeParse({}).success).toBe(false);
  });

  it.each([
    ['a line break', 'Brand\nblue', 'Must be one line, without tabs'],
    ['a tab', 'Brand\tblue', 'Must be one line, without tabs'],
    ['an escape character', 'Brand \u001b[31mblue', 'Must not contain control characters'],
    ['a bell', 'Brand\u0007', 'Must not contain control characters'],
  ])('refuses a label with %s, as other labels are', (_name, label, message) => {
    for (const schema of [createThemeSchema, updateThemeSchema]) {
      const r = schema.safeParse({ name: 'brand-blue', label });
      expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['label', message]]);
    }
  });

  it('trims a label and keeps it otherwise as typed', () => {
    expect(createThemeSchema.parse({ name: 'brand-blue', label: '  Brand – blue ✓ ' }).label).toBe(
      'Brand – blue ✓',
    );
  });
});

describe('themeCss', () => {
  it('sets light values on :root and dark ones on :root.dark, outranking the design system', () => {
    const css = themeCss(DEFAULT_THEME_TOKENS);
    expect(css).toContain(
      ':root:root{--primary:#4747dd;--primary-foreground:#fafafb;--ring:#4747dd;--radius:0.625rem;',
    );
    expect(css).toContain(':root.dark{--primary:#8f9bfb;');
  });
});
