import { THEME_FONT_STACKS, type ThemeScheme, type ThemeTokens } from '@atrium/schema';
import { cn } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';

/**
 * libs/ui's light neutrals (styles.css :root): the light preview sets them itself, since inside a
 * page shown in dark mode it would otherwise inherit the dark ones from <html class="dark">.
 */
const LIGHT_NEUTRALS = {
  colorScheme: 'light',
  '--background': 'oklch(1 0 0)',
  '--foreground': 'oklch(0.16 0.006 285.8)',
  '--muted': 'oklch(0.965 0.003 286)',
  '--muted-foreground': 'oklch(0.535 0.016 286)',
  '--border': 'oklch(0.91 0.004 286.3)',
};

/** The variables a theme overrides (as /api/themes/active.css sets them), for one scheme. */
export function themeStyle(tokens: ThemeTokens, scheme: ThemeScheme): CSSProperties {
  const t = tokens[scheme];
  return {
    ...(scheme === 'light' ? LIGHT_NEUTRALS : {}),
    '--primary': t.primary,
    '--primary-foreground': t.primary_foreground,
    '--ring': t.primary,
    '--radius': `${tokens.radius}rem`,
    '--font-family': THEME_FONT_STACKS[tokens.font],
  } as CSSProperties;
}

/**
 * A small piece of the app drawn with the edited tokens, in one colour scheme: a sidebar with its
 * selected item, a primary and an outline button, a link. Not interactive (aria-hidden parts):
 * it only shows what people will see.
 */
export function ThemePreview({ tokens, scheme }: { tokens: ThemeTokens; scheme: ThemeScheme }) {
  const { t } = useLingui();
  const title = scheme === 'dark' ? t`Dark mode` : t`Light mode`;
  return (
    <figure
      className={cn(
        scheme === 'dark' && 'dark',
        'min-w-0 overflow-hidden rounded-lg border bg-background font-sans text-foreground',
      )}
      style={themeStyle(tokens, scheme)}
      data-testid={`theme-preview-${scheme}`}
    >
      <figcaption className="border-b px-3 py-1.5 text-xs text-muted-foreground">{title}</figcaption>
      <div className="flex min-h-36" aria-hidden="true">
        <div className="w-24 shrink-0 space-y-1 border-r bg-muted/40 p-2 text-xs sm:w-28">
          <div className="rounded-md bg-primary/10 px-2 py-1 font-medium text-primary">
            <Trans>Dashboard</Trans>
          </div>
          <div className="rounded-md px-2 py-1 text-muted-foreground">
            <Trans>Zones</Trans>
          </div>
          <div className="rounded-md px-2 py-1 text-muted-foreground">
            <Trans>Settings</Trans>
          </div>
        </div>
        <div className="min-w-0 flex-1 space-y-3 p-3 text-sm">
          <p className="truncate font-semibold">
            <Trans>Themes</Trans>
          </p>
          <div className="flex flex-wrap gap-2">
            <span className="inline-flex h-8 items-center rounded-md bg-primary px-3 text-xs font-medium text-primary-foreground">
              <Trans>Save</Trans>
            </span>
            <span className="inline-flex h-8 items-center rounded-md border bg-background px-3 text-xs font-medium">
              <Trans>Cancel</Trans>
            </span>
          </div>
          <p className="text-xs">
            <span className="font-medium text-primary underline underline-offset-4">
              <Trans>Edit</Trans>
            </span>
          </p>
        </div>
      </div>
    </figure>
  );
}
