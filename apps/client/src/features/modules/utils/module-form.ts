import { MODULE_TYPES, type HubModule, type ModuleCreate, type ModuleType } from '@atrium/schema';

/** A config value as the form holds it (the registry's configs are flat). */
export type ConfigValue = string | number | boolean | null;

/** What the module create and edit forms hold; validated by libs/schema's `moduleCreateSchema`. */
export interface ModuleFormValues {
  name: string;
  type: ModuleType;
  config: Record<string, ConfigValue>;
  is_active: boolean;
}

/** Required config fields with no default, blank for the form (the schema reports them). */
const REQUIRED_BLANKS: Partial<Record<ModuleType, Record<string, ConfigValue>>> = {
  link: { url: '', open_in_new_tab: true },
};

/** The config a new module of `type` starts with: the registry's defaults. */
export function initialConfig(type: ModuleType): Record<string, ConfigValue> {
  const parsed = MODULE_TYPES[type].config.safeParse({});
  if (parsed.success) return { ...(parsed.data as Record<string, ConfigValue>) };
  return { ...REQUIRED_BLANKS[type] };
}

export function newModuleValues(type: ModuleType = 'markdown'): ModuleFormValues {
  return { name: '', type, config: initialConfig(type), is_active: true };
}

/** A stored module as form values: its config over the type's defaults (unknown keys dropped). */
export function moduleFormValues(module: HubModule): ModuleFormValues {
  const base = initialConfig(module.type);
  const config: Record<string, ConfigValue> = { ...base };
  for (const key of Object.keys(base)) {
    const value = module.config[key];
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      config[key] = value as ConfigValue;
  }
  return { name: module.name, type: module.type, config, is_active: module.is_active };
}

/** The PATCH body for an edited module: the type never changes. */
export function modulePatch(values: ModuleCreate) {
  return { name: values.name, config: values.config, is_active: values.is_active };
}

/** For optional text config (a collection name, a form id): blank means "not chosen" (null). */
export const blankAsNull = (value: unknown) => (value === '' ? null : value);

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A link's address as typed: `figma.com/file/x` gets `https://`, as a browser's address bar would
 * do; anything with a scheme (`mailto:`, `javascript:`) is left for the schema to judge.
 */
export function withHttps(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const typed = value.trim();
  if (typed === '' || HAS_SCHEME.test(typed) || typed.startsWith('/')) return typed;
  return `https://${typed}`;
}

/**
 * A select's options with the saved value kept when it is no longer listed (a deleted collection,
 * a removed field), labelled by `unavailable`: saving the other settings never drops it silently.
 */
export function withSavedChoice<O extends { value: string; label: string }>(
  options: O[],
  saved: unknown,
  unavailable: (value: string) => string,
): (O | { value: string; label: string })[] {
  return typeof saved === 'string' && saved && !options.some((o) => o.value === saved)
    ? [...options, { value: saved, label: unavailable(saved) }]
    : options;
}
