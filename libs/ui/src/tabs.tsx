import { useComposedRefs } from '@radix-ui/react-compose-refs';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import { useState, type ComponentProps } from 'react';
import { cn } from './cn';
import { useHiddenEdges } from './use-hidden-edges';

export const Tabs = TabsPrimitive.Root;

/**
 * The row of tabs. Too wide for its place (a phone, a long translation) it scrolls within itself,
 * never the page, and fades out at the end where tabs are hidden, so it reads as scrollable.
 */
export function TabsList({ className, ref, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const edges = useHiddenEdges(list);
  const setRef = useComposedRefs(ref, setList);
  return (
    <TabsPrimitive.List
      ref={setRef}
      data-slot="tabs-list"
      data-hidden-start={edges.start || undefined}
      data-hidden-end={edges.end || undefined}
      className={cn(
        'inline-flex h-9 max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground',
        'data-[hidden-start]:[--edge-fade-start:1.5rem] data-[hidden-end]:[--edge-fade-end:1.5rem]',
        'data-[hidden-start]:edge-fade-x data-[hidden-end]:edge-fade-x',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex h-7 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap outline-none',
        'transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
        'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4',
        'data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('mt-4 outline-none focus-visible:ring-2 focus-visible:ring-ring', className)}
      {...props}
    />
  );
}
