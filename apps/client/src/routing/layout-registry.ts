/**
 * The layouts a route's `layout` can name (Admin, Authenticated, Dynamic, Public, Root, Zone,
 * Main — src/layouts/<Name>Layout.tsx, each a lazy chunk exporting `<Name>Layout`).
 */
import type { LayoutName } from '@atrium/schema';
import type { ComponentType, ReactNode } from 'react';
import { createResourceCache } from '../lib/resource-cache';

export type LayoutComponent = ComponentType<{ children: ReactNode }>;

const modules = import.meta.glob<Record<string, unknown>>(['../layouts/*Layout.tsx', '!../**/*.test.tsx']);

const layouts = createResourceCache<LayoutComponent>();

function loaderFor(name: LayoutName): () => Promise<LayoutComponent> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an export name
  const exportName = `${name}Layout`;
  const load = modules[`../layouts/${exportName}.tsx`];
  return async () => {
    if (!load) throw new Error(`Layout ${name} is not registered`);
    const component = (await load())[exportName];
    if (typeof component !== 'function') throw new Error(`Layout ${name} does not export ${exportName}`);
    return component as LayoutComponent;
  };
}

/** The layout component (suspends while loading; throws when it cannot be loaded). */
export function readLayout(name: LayoutName): LayoutComponent {
  return layouts.read(name, loaderFor(name));
}

export function preloadLayout(name: LayoutName): Promise<unknown> {
  return layouts.load(name, loaderFor(name)).catch(() => null);
}

/** Names with a registered layout file. */
export function registeredLayoutNames(): string[] {
  return Object.keys(modules).map((file) => file.replace(/^\.\.\/layouts\/|Layout\.tsx$/g, ''));
}
