import { z } from 'zod';
import { safeTextSchema } from '../auth/user.js';
import { isoTimestampSchema } from '../common/iso-timestamp.js';
import { UUID_PATTERN } from '../common/uuid.js';
import { contrastRatio, formatContrast, WCAG_AA_TEXT_CONTRAST } from './contrast.js';

/**
 * Themes (API.md "Everything else": /themes, GET /themes/active): admin-managed brand values that
 * override libs/ui's design tokens (CSS variables, libs/ui/src/styles.css) for everyone. A theme
 * is data: `{name, label, tokens}`. Tokens are the brand-level values only — the primary colour
 * and the text on it, for light and for dark, the corner radius and a font family from a fixed
 * list; neutrals, borders and state colours stay the design system's, so every theme keeps its
 * AA-checked pairs.
 */

/** `#rrggbb` only: what `<input type="color">` gives and what the contrast formula reads. */
export const THEME_COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** The font families a theme may pick; each maps to a CSS stack of fonts Atrium ships or every system has. */
export const THEME_FONTS = ['inter', 'system', 'serif', 'mono'] as const;
export type ThemeFont = (typeof THEME_FONTS)[number];

/** The CSS `font-family` of each choice (Inter is self-hosted; the others are local fonts). */
export const THEME_FONT_STACKS: Record<ThemeFont, string> = {
  inter: "'Inter Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  system: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  serif: "ui-serif, Georgia, Cambria, 'Times New Roman', Times, serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
};

/** Corner radius in rem (libs/ui's `--radius`; the smaller and larger radii derive from it). */
export const THEME_RADIUS_MAX_REM = 1.5;

/**
 * The page backgrounds of the two colour schemes (libs/ui's `--background`): links and focus rings
 * are drawn in the primary colour on them, so the primary must be readable there too.
 */
export const THEME_BACKGROUNDS = Object.freeze({ light: '#ffffff', dark: '#0a0a0c' });

export const THEME_SCHEMES = ['light', 'dark'] as const;
export type ThemeScheme = (typeof THEME_SCHEMES)[number];

export const THEME_NAME_MAX_LENGTH = 48;
export const THEME_LABEL_MAX_LENGTH = 100;
/** A theme's name: a lower-case slug, permanent in URLs and logs. */
export const THEME_NAME_PATTERN = /^[a-z][a-z0-9-]*$/;

export const THEME_MESSAGES = Object.freeze({
  INVALID_THEME: 'Invalid theme',
  COLOUR: 'Must be a colour as #rrggbb',
  NAME: 'Must be a lower-case slug: a letter, then letters, digits or -',
});

const colourSchema = z
  .string()
  .max(7, THEME_MESSAGES.COLOUR)
  .regex(THEME_COLOUR_PATTERN, THEME_MESSAGES.COLOUR)
  .transform((c) => c.toLowerCase());

const schemeTokensSchema = z.strictObject({
  /** Buttons, links, focus rings, the selected menu item. */
  primary: colourSchema,
  /** Text and icons on a primary-coloured surface (a primary button's label). */
  primary_foreground: colourSchema,
});

/** One contrast problem: the token to change, and why. */
export interface ThemeContrastProblem {
  path: [ThemeScheme, 'primary' | 'primary_foreground'];
  ratio: number;
  message: string;
}

type SchemeTokens = z.output<typeof schemeTokensSchema>;

/**
 * Every pair of a theme that must meet WCAG AA for normal text (4.5:1) in both schemes: the text on
 * the primary colour, and the primary colour (links) on the page background. Empty when all pass.
 */
export function themeContrastProblems(tokens: {
  light: SchemeTokens;
  dark: SchemeTokens;
}): ThemeContrastProblem[] {
  const problems: ThemeContrastProblem[] = [];
  for (const scheme of THEME_SCHEMES) {
    const { primary, primary_foreground } = tokens[scheme];
    const onPrimary = contrastRatio(primary, primary_foreground);
    if (onPrimary < WCAG_AA_TEXT_CONTRAST)
      problems.push({
        path: [scheme, 'primary_foreground'],
        ratio: onPrimary,
        message: `Text on the primary colour has a contrast of ${formatContrast(onPrimary)} in ${scheme} mode; WCAG AA needs at least ${WCAG_AA_TEXT_CONTRAST}:1`,
      });
    const background = THEME_BACKGROUNDS[scheme];
    const onPage = contrastRatio(primary, background);
    if (onPage < WCAG_AA_TEXT_CONTRAST)
      problems.push({
        path: [scheme, 'primary'],
        ratio: onPage,
        message: `The primary colour (links) has a contrast of ${formatContrast(onPage)} on the ${scheme} background ${background}; WCAG AA needs at least ${WCAG_AA_TEXT_CONTRAST}:1`,
      });
  }
  return problems;
}

/** The tokens a theme sets; unknown keys are refused by name, sizes are bounded. */
export const themeTokensSchema = z
  .strictObject({
    light: schemeTokensSchema,
    dark: schemeTokensSchema,
    radius: z
      .number()
      .min(0, 'Must be 0 or more (rem)')
      .max(THEME_RADIUS_MAX_REM, `Must be at most ${THEME_RADIUS_MAX_REM} (rem)`),
    font: z.enum(THEME_FONTS, { error: `Must be one of ${THEME_FONTS.join(', ')}` }),
  })
  .superRefine((tokens, ctx) => {
    for (const p of themeContrastProblems(tokens))
      ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
  });
export type ThemeTokens = z.output<typeof themeTokensSchema>;

/** Today's look (libs/ui/src/styles.css's oklch values as sRGB hex): the seeded and built-in default. */
export const DEFAULT_THEME_TOKENS: ThemeTokens = Object.freeze({
  light: Object.freeze({ primary: '#4747dd', primary_foreground: '#fafafb' }),
  dark: Object.freeze({ primary: '#8f9bfb', primary_foreground: '#0c0e1c' }),
  radius: 0.625,
  font: 'inter',
}) as ThemeTokens;

export const DEFAULT_THEME_NAME = 'default';

const uuidSchema = z.string().regex(UUID_PATTERN);
const nameSchema = z
  .string()
  .min(1)
  .max(THEME_NAME_MAX_LENGTH)
  .regex(THEME_NAME_PATTERN, THEME_MESSAGES.NAME);
/**
 * One line without control characters, as every other label (forms, API keys, zones): a theme's
 * label is shown in lists, in the audit log and quoted in messages ('Theme "X" is the active theme').
 */
const labelSchema = safeTextSchema(THEME_LABEL_MAX_LENGTH)
  .refine((s) => s.length > 0, { message: 'Must not be empty' })
  .refine((s) => !/[\t\n\r]/.test(s), { message: 'Must be one line, without tabs' });

/** POST /themes. Without tokens, the default look (to edit from). */
export const createThemeSchema = z.strictObject({
  name: nameSchema,
  label: labelSchema,
  tokens: themeTokensSchema.optional(),
});
export type CreateTheme = z.output<typeof createThemeSchema>;

/** PATCH /themes/:id: any of the three (at least one); tokens are replaced whole. */
export const updateThemeSchema = z
  .strictObject({
    name: nameSchema.optional(),
    label: labelSchema.optional(),
    tokens: themeTokensSchema.optional(),
  })
  .refine((v) => v.name !== undefined || v.label !== undefined || v.tokens !== undefined, {
    message: 'Give at least one of name, label, tokens',
  });
export type UpdateTheme = z.output<typeof updateThemeSchema>;

export const themeSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  label: z.string(),
  tokens: themeTokensSchema,
  is_active: z.boolean(),
  created_by: uuidSchema.nullable(),
  created_at: isoTimestampSchema,
  updated_at: isoTimestampSchema,
});
export type Theme = z.infer<typeof themeSchema>;

/** GET /themes/active: the active theme, or the built-in default (id and updated_at null). */
export const activeThemeSchema = z.object({
  id: uuidSchema.nullable(),
  name: z.string(),
  label: z.string(),
  tokens: themeTokensSchema,
  updated_at: isoTimestampSchema.nullable(),
});
export type ActiveTheme = z.infer<typeof activeThemeSchema>;

/**
 * The CSS that applies tokens over libs/ui's variables: light values on `:root`, dark ones on
 * `:root.dark`. `:root:root` and `:root.dark` outrank the design system's own `:root` / `.dark`
 * wherever the sheets sit in the page. Values come from validated tokens only.
 */
export function themeCss(tokens: ThemeTokens): string {
  const vars = (t: SchemeTokens) =>
    `--primary:${t.primary};--primary-foreground:${t.primary_foreground};--ring:${t.primary};`;
  return (
    `:root:root{${vars(tokens.light)}--radius:${tokens.radius}rem;--font-family:${THEME_FONT_STACKS[tokens.font]};}\n` +
    `:root.dark{${vars(tokens.dark)}}\n`
  );
}

/** The message of a theme's 400: the first problem with the token it names. */
export function themeProblemMessage(details: { path: string; message: string }[]): string {
  const first = details[0];
  if (!first) return THEME_MESSAGES.INVALID_THEME;
  return `${THEME_MESSAGES.INVALID_THEME}: ${first.path ? `${first.path}: ` : ''}${first.message}`;
}
