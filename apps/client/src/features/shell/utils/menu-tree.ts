import {
  buildNavigationTree,
  isInternalNavigationPath,
  navigationLinkProblem,
  type NavigationItem,
  type NavigationTreeNode,
} from '@atrium/schema';

/** One entry of a sidebar menu, ready to draw. */
export interface MenuNode {
  id: string;
  label: string;
  /** An internal path or an http(s) URL; null for a group heading without a page. */
  href: string | null;
  external: boolean;
  /** Icon name (NavIcon), or a ready element's key for zone entries. */
  icon: string | null;
  description?: string | null;
  children: MenuNode[];
}

/** A row on screen: a node at its depth, under its parent, open or closed. */
export interface MenuRow {
  node: MenuNode;
  depth: number;
  parentId: string | null;
  expanded: boolean;
}

type ItemNode = NavigationTreeNode<NavigationItem>;

function toMenuNode(item: ItemNode): MenuNode {
  const link = item.href ?? item.path;
  const safe = link && navigationLinkProblem(link) === null ? link : null;
  return {
    id: item.id,
    label: item.label?.trim() || item.title,
    href: safe,
    external: safe !== null && !isInternalNavigationPath(safe),
    icon: item.icon,
    description: item.description,
    children: item.children.map(toMenuNode),
  };
}

/**
 * The menu of GET /api/navigation's rows: the tree by the specification's rules (the shared
 * buildNavigationTree), each item labelled by its label (else title), linked by href (else path)
 * when that is an internal path or an http(s) URL. No rows → an empty menu.
 */
export function menuFromItems(items: readonly NavigationItem[]): MenuNode[] {
  if (items.length === 0) return [];
  return buildNavigationTree(items).map(toMenuNode);
}

/** The rows on screen: every root, and the children of open nodes, depth first (no recursion). */
export function visibleRows(nodes: readonly MenuNode[], expanded: ReadonlySet<string>): MenuRow[] {
  const rows: MenuRow[] = [];
  const stack: { node: MenuNode; depth: number; parentId: string | null }[] = [];
  for (let i = nodes.length - 1; i >= 0; i--) stack.push({ node: nodes[i], depth: 0, parentId: null });
  while (stack.length > 0) {
    const { node, depth, parentId } = stack.pop()!;
    const open = node.children.length > 0 && expanded.has(node.id);
    rows.push({ node, depth, parentId, expanded: open });
    if (open) {
      for (let i = node.children.length - 1; i >= 0; i--)
        stack.push({ node: node.children[i], depth: depth + 1, parentId: node.id });
    }
  }
  return rows;
}

function pathOf(href: string): string {
  return href.split(/[?#]/, 1)[0].replace(/\/+$/, '') || '/';
}

/**
 * The current entry and its ancestors (root first) for `pathname`: the internal link equal to
 * it, else (unless `prefix` is false) the longest one it lies under (so /admin does not light up
 * on /admin/users when /admin/users is in the menu). Empty when none matches.
 */
export function activeTrail(nodes: readonly MenuNode[], pathname: string, prefix = true): string[] {
  const here = pathOf(pathname).toLowerCase();
  let best: string[] = [];
  let bestLength = -1;
  // Depth first with the ids above the current node in `path` (no array per node: menus can
  // hold thousands of entries).
  const path: string[] = [];
  const stack: MenuNode[] = [];
  const depths: number[] = [];
  for (let i = nodes.length - 1; i >= 0; i--) {
    stack.push(nodes[i]);
    depths.push(0);
  }
  while (stack.length > 0) {
    const node = stack.pop()!;
    const depth = depths.pop()!;
    path.length = depth;
    path.push(node.id);
    if (node.href && !node.external) {
      const link = pathOf(node.href).toLowerCase();
      const matches = here === link || (prefix && link !== '/' && here.startsWith(`${link}/`));
      if (matches && link.length > bestLength) {
        best = path.slice();
        bestLength = link.length;
      }
    }
    for (let i = node.children.length - 1; i >= 0; i--) {
      stack.push(node.children[i]);
      depths.push(depth + 1);
    }
  }
  return best;
}

/** Every node, depth first, for the command palette. */
export function allNodes(nodes: readonly MenuNode[]): { node: MenuNode; parents: string[] }[] {
  const out: { node: MenuNode; parents: string[] }[] = [];
  const stack: { node: MenuNode; parents: string[] }[] = [...nodes]
    .reverse()
    .map((node) => ({ node, parents: [] }));
  while (stack.length > 0) {
    const entry = stack.pop()!;
    out.push(entry);
    const parents = [...entry.parents, entry.node.label];
    for (let i = entry.node.children.length - 1; i >= 0; i--)
      stack.push({ node: entry.node.children[i], parents });
  }
  return out;
}
