import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * A card. `min-w-0`: in a grid or flex parent a card may be narrower than its content's widest
 * unbreakable line (a long address in a truncated row), so that line truncates instead of
 * widening every card of the column and scrolling a phone's page sideways.
 */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn(
        'flex min-w-0 flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-xs',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        // minmax(0, 1fr): the column may shrink below its content's widest line, so a
        // truncated title in a narrow card ellipsises instead of pushing past the card's edge.
        'grid auto-rows-min grid-cols-[minmax(0,1fr)] grid-rows-[auto_auto] items-start gap-1.5 px-6',
        'has-data-[slot=card-action]:grid-cols-[minmax(0,1fr)_auto]',
        // A narrow header (a phone) keeps the action beside the title only: the description takes
        // the whole width under both. Beside a button it was squeezed into a column a few words
        // wide ("Devices" and "Two-factor" in Settings → Security, five lines of two words each).
        '@container/card-header [&>[data-slot=card-description]]:col-span-full',
        '@md/card-header:[&>[data-slot=card-description]]:col-span-1',
        className,
      )}
      {...props}
    />
  );
}

export interface CardTitleProps extends ComponentProps<'h2'> {
  /**
   * Render the child element (another heading level, say) with the title's styling. A card's
   * title is an h2 by default: cards sit straight under the page's h1, and headings that skip a
   * level read as a broken outline in a screen reader's list of headings.
   */
  asChild?: boolean;
}

export function CardTitle({ className, asChild = false, ...props }: CardTitleProps) {
  const Comp = asChild ? Slot : 'h2';
  return (
    <Comp
      data-slot="card-title"
      className={cn('leading-tight font-semibold tracking-tight', className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

export function CardAction({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-action"
      className={cn(
        'col-start-2 row-start-1 self-start justify-self-end @md/card-header:row-[1/span_2]',
        className,
      )}
      {...props}
    />
  );
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn('flex items-center px-6 [.border-t]:pt-6', className)}
      {...props}
    />
  );
}
