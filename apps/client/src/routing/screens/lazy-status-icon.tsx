import type { LucideProps } from 'lucide-react';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';
import type * as StatusIconsModule from './status-icons';

type StatusIcons = typeof StatusIconsModule;
export type StatusIconName = keyof StatusIcons;

// A failed load (the connection that failed the page, say) leaves the screen without its icon,
// never without its message or its buttons.
export const statusIcons = lazyModule<StatusIcons | null>(() => import('./status-icons').catch(() => null));

/**
 * An icon of a first-chunk screen, drawn once its small chunk has arrived (milliseconds; shared
 * with the pages' icons). Until then an empty svg holds its place, sized by the same CSS.
 */
export function StatusIcon({ name, ...props }: LucideProps & { name: StatusIconName }) {
  const loaded = useLazyModule(statusIcons);
  const Icon = loaded?.[name];
  return Icon ? (
    <Icon aria-hidden="true" {...props} />
  ) : (
    <svg aria-hidden="true" className={props.className} />
  );
}
