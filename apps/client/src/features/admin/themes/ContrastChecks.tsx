import {
  contrastRatio,
  formatContrast,
  THEME_BACKGROUNDS,
  THEME_COLOUR_PATTERN,
  WCAG_AA_TEXT_CONTRAST,
  type ThemeScheme,
} from '@atrium/schema';
import { Badge } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';

/** The two pairs of a scheme that must reach WCAG AA, each with its ratio and pass or fail. */
export function ContrastChecks({
  scheme,
  primary,
  foreground,
}: {
  scheme: ThemeScheme;
  primary: string;
  foreground: string;
}) {
  const { t } = useLingui();
  const valid = (c: string) => THEME_COLOUR_PATTERN.test(c);
  const rows = [
    { label: t`Text on the primary colour`, a: foreground, b: primary },
    { label: t`Links on the page background`, a: primary, b: THEME_BACKGROUNDS[scheme] },
  ];
  return (
    <ul className="grid gap-1 text-sm">
      {rows.map((row) => {
        if (!valid(row.a) || !valid(row.b)) return null;
        const ratio = contrastRatio(row.a, row.b);
        const pass = ratio >= WCAG_AA_TEXT_CONTRAST;
        return (
          <li key={row.label} className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-muted-foreground">{row.label}</span>
            <span className="ml-auto flex items-center gap-2 tabular-nums">
              {formatContrast(ratio)}
              <Badge variant={pass ? 'success' : 'destructive'}>{pass ? t`AA pass` : t`AA fail`}</Badge>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
