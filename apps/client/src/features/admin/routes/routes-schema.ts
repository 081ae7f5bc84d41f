import { builtinCollection, type Collection } from '@atrium/schema';
import { i18n } from '@lingui/core';
import { localizeCollection } from '@/features/schema-ui/utils/localize-collection';

/** The routes collection as libs/schema declares it, its texts in the language active now. */
export function routesSchema(): Collection {
  const routes = builtinCollection('routes');
  if (!routes) throw new Error('The routes collection is not declared in libs/schema');
  return localizeCollection(routes, i18n.locale);
}
