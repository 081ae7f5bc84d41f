import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ModuleType } from '@atrium/schema';

/**
 * The module types' names and descriptions (MODULE_TYPES of `@atrium/schema`) in the active
 * language. The English words are the schema's own; `module-type-labels.test.ts` keeps them in step.
 */
export const MODULE_TYPE_LABELS: Readonly<Record<ModuleType, MessageDescriptor>> = {
  markdown: msg`Page`,
  collection: msg`Database`,
  form: msg`Form`,
  link: msg`Link`,
};

export const MODULE_TYPE_DESCRIPTIONS: Readonly<Record<ModuleType, MessageDescriptor>> = {
  markdown: msg`A rich text page written in Markdown.`,
  collection: msg`A view (table, board or list) over a collection.`,
  form: msg`A published form that members fill in.`,
  link: msg`A link to another site or tool.`,
};
