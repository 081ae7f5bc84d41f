/**
 * WCAG 2.x contrast of two sRGB colours given as `#rrggbb`, shared by the server (which refuses a
 * theme whose text would be hard to read) and the theme editor (which shows the ratio live).
 *
 * Written from the definition rather than taken from a package: it is the W3C's formula
 * (relative luminance, https://www.w3.org/TR/WCAG22/#dfn-relative-luminance, and
 * (L1 + 0.05) / (L2 + 0.05)) — a dozen lines with no parsing beyond `#rrggbb`, which the theme
 * schema has already checked. `wcag-contrast` is unmaintained since 2017 and pulls two more
 * packages; colord's a11y plugin would add a colour library to libs/schema (and so to the
 * client's theme editor chunk) for one function. Known pairs are pinned in contrast.spec.ts.
 */

/** The AA minimum for normal text (WCAG 2.2 success criterion 1.4.3). */
export const WCAG_AA_TEXT_CONTRAST = 4.5;

function channel(hex: string, at: number): number {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance (0 black … 1 white) of `#rrggbb`. */
export function relativeLuminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** The contrast ratio of two `#rrggbb` colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** A ratio as people read it: rounded down to two decimals, so 4.496 never shows as a passing 4.50. */
export function formatContrast(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
