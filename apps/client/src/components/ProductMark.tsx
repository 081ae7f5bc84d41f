import { cn } from '@atrium/ui';

interface ProductMarkProps {
  className?: string;
  /** Show the "Atrium" wordmark beside the symbol. */
  withName?: boolean;
}

/** Atrium's symbol (nested archways) and, optionally, its name. */
export function ProductMark({ className, withName = true }: ProductMarkProps) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <svg viewBox="0 0 32 32" fill="none" aria-hidden="true" className="size-7 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M9.5 25V15.5a6.5 6.5 0 0 1 13 0V25"
          className="stroke-primary-foreground"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <path
          d="M14 25v-8.5a2 2 0 0 1 4 0V25"
          className="stroke-primary-foreground"
          strokeWidth="2"
          strokeLinecap="round"
          strokeOpacity="0.75"
        />
      </svg>
      {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the product's name, the same in every language */}
      {withName ? <span className="text-lg">Atrium</span> : <span className="sr-only">Atrium</span>}
    </span>
  );
}
