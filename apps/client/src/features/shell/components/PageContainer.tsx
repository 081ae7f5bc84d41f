import { cn } from '@atrium/ui';
import type { ComponentProps } from 'react';

/** The content column of a page: centred, padded, at most 72rem wide. */
export function PageContainer({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 lg:py-10', className)}
      {...props}
    />
  );
}
