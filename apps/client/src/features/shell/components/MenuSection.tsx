import { useMemo, type ReactNode } from 'react';
import { activeTrail, type MenuNode } from '../utils/menu-tree';
import { MenuTree } from './MenuTree';

/** One titled part of the sidebar: a labelled navigation landmark over a menu tree. */
export function MenuSection({
  label,
  title,
  nodes,
  pathname,
  onNavigate,
  iconFor,
  empty,
  footer,
  prefix = true,
}: {
  label: string;
  prefix?: boolean;
  title?: string;
  nodes: MenuNode[];
  pathname: string;
  onNavigate: (href: string) => void;
  iconFor?: (node: MenuNode) => ReactNode;
  /** Shown above the entries (e.g. while they load). */
  empty?: ReactNode;
  /** Shown below the entries (e.g. why some are missing). */
  footer?: ReactNode;
}) {
  const trail = useMemo(() => activeTrail(nodes, pathname, prefix), [nodes, pathname, prefix]);
  return (
    <nav aria-label={label} className="flex flex-col gap-1">
      {title ? (
        <p className="px-2 pb-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">{title}</p>
      ) : null}
      {empty ? <p className="px-2 text-sm text-muted-foreground">{empty}</p> : null}
      <MenuTree nodes={nodes} activeTrail={trail} onNavigate={onNavigate} iconFor={iconFor} />
      {footer}
    </nav>
  );
}
