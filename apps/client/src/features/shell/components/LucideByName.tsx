import type { LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { lazyModule } from '@/lib/lazy-module';

/**
 * lucide's loader of any icon by name (`lucide-react/dynamic`: each of its ~2,400 icons is its
 * own small chunk, and the name → loader table is one more). Loaded only when a name outside the
 * icons the app bundles is drawn or searched for, so the first page never pays for it.
 */
const dynamicIcons = lazyModule(() => import('lucide-react/dynamic'));

/**
 * lucide's dynamic module once `wanted`, or undefined while it loads. A failed load leaves it
 * undefined (the caller's fallback stays) and is tried again on the next mount.
 */
function useDynamicIcons(wanted: boolean) {
  const [module, setModule] = useState(() => dynamicIcons.loaded());
  useEffect(() => {
    if (module || !wanted) return;
    let live = true;
    dynamicIcons.preload().then(
      (loaded) => live && setModule(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [module, wanted]);
  return module;
}

/** lucide's icon names (kebab-case, aliases included) once `wanted`, or undefined while they load. */
export function useLucideNames(wanted = true): readonly string[] | undefined {
  return useDynamicIcons(wanted)?.iconNames;
}

export interface LucideByNameProps {
  name: string;
  /** Drawn while the icon loads, and for a name lucide does not have. */
  fallback: LucideIcon;
  className?: string;
}

/**
 * Any lucide icon by its name, loaded on first use: what draws a stored icon name the app does not
 * bundle (a menu item's, a collection's, a zone's). A name lucide lacks, or a failed load, keeps
 * the fallback, never an error.
 */
export function LucideByName({ name, fallback: Fallback, className }: LucideByNameProps) {
  const module = useDynamicIcons(true);
  if (!module || !Object.hasOwn(module.dynamicIconImports, name)) {
    return <Fallback className={className} aria-hidden="true" />;
  }
  const { DynamicIcon } = module;
  return (
    <DynamicIcon
      name={name as Parameters<typeof DynamicIcon>[0]['name']}
      className={className}
      aria-hidden="true"
      fallback={() => <Fallback className={className} aria-hidden="true" />}
    />
  );
}
