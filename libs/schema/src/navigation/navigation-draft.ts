import { z } from 'zod';
import { UUID_PATTERN } from '../common/uuid.js';
import { whenParsed } from '../collections/collection-payload.js';
import {
  NAVIGATION_REORDER_MAX_ITEMS,
  navigationItemCreateSchema,
  navigationItemUpdateSchema,
  type NavigationItem,
} from './navigation-item.js';

/**
 * Body of `PUT /navigation/tree`: the navigation builder's whole unsaved draft, applied by the
 * server in one transaction, all or nothing. New items carry a client temporary id (`tmp-…`); a
 * new item's or a changed item's `parent_id` may name one, so a new group and the items put under
 * it are saved together. Existing items are named by id with only the fields that changed (a move
 * is a change of parent_id and/or order_index). Deleted items go with everything under them.
 */

/** A client temporary id of a new item: `tmp-` and up to 64 letters, digits, `_` or `-`. */
export const NAVIGATION_TEMP_ID_PATTERN = /^tmp-[A-Za-z0-9_-]{1,64}$/;

export function isNavigationTempId(value: unknown): boolean {
  return typeof value === 'string' && NAVIGATION_TEMP_ID_PATTERN.test(value);
}

const tempIdSchema = z
  .string()
  .regex(NAVIGATION_TEMP_ID_PATTERN, 'Temporary id must be "tmp-" and up to 64 letters, digits, "_" or "-"');
const idSchema = z.string().regex(UUID_PATTERN, 'Id must be a UUID');
/** A parent: a stored item (UUID) or a new item of the same draft (its temporary id). */
const parentRefSchema = z
  .string()
  .refine((value) => UUID_PATTERN.test(value) || NAVIGATION_TEMP_ID_PATTERN.test(value), {
    message: 'Parent id must be a UUID or the temporary id of a new item',
  })
  .nullable();

const { id: _id, parent_id: _parent, ...createShape } = navigationItemCreateSchema.shape;
const { parent_id: _updateParent, ...updateShape } = navigationItemUpdateSchema.shape;

/** A new item of the draft: the fields of POST /navigation, with a temporary id instead of an id. */
export const navigationDraftCreateSchema = z.strictObject({
  temp_id: tempIdSchema,
  ...createShape,
  parent_id: parentRefSchema.optional(),
});
export type NavigationDraftCreate = z.output<typeof navigationDraftCreateSchema>;
export type NavigationDraftCreateInput = z.input<typeof navigationDraftCreateSchema>;

/** A changed stored item: its id and the fields of PATCH /navigation/:id that changed (at least one). */
export const navigationDraftUpdateSchema = z
  .strictObject({ id: idSchema, ...updateShape, parent_id: parentRefSchema.optional() })
  .refine((value) => Object.entries(value).some(([key, v]) => key !== 'id' && v !== undefined), {
    message: 'At least one field must be provided',
    when: whenParsed,
  });
export type NavigationDraftUpdate = z.output<typeof navigationDraftUpdateSchema>;
export type NavigationDraftUpdateInput = z.input<typeof navigationDraftUpdateSchema>;

function noRepeats<T>(key: (entry: T) => string, what: string) {
  return (entries: readonly T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    entries.forEach((entry, i) => {
      const id = key(entry).toLowerCase();
      if (seen.has(id))
        ctx.addIssue({
          code: 'custom',
          path: [i],
          message: `${what} ${key(entry)} is listed more than once`,
        });
      seen.add(id);
    });
  };
}

const limit = (what: string) => `A draft ${what} at most ${NAVIGATION_REORDER_MAX_ITEMS} items`;

export const navigationDraftSchema = z
  .strictObject({
    create: z
      .array(navigationDraftCreateSchema)
      .max(NAVIGATION_REORDER_MAX_ITEMS, limit('creates'))
      .superRefine(noRepeats((e) => e.temp_id, 'New item'))
      .default([]),
    update: z
      .array(navigationDraftUpdateSchema)
      .max(NAVIGATION_REORDER_MAX_ITEMS, limit('changes'))
      .superRefine(noRepeats((e) => e.id, 'Navigation item'))
      .default([]),
    delete: z
      .array(idSchema)
      .max(NAVIGATION_REORDER_MAX_ITEMS, limit('deletes'))
      .superRefine(noRepeats((e) => e, 'Navigation item'))
      .default([]),
  })
  .superRefine((draft, ctx) => {
    const deleted = new Set(draft.delete.map((id) => id.toLowerCase()));
    draft.update.forEach((entry, i) => {
      if (deleted.has(entry.id.toLowerCase()))
        ctx.addIssue({
          code: 'custom',
          path: ['update', i, 'id'],
          message: `Navigation item ${entry.id} is both changed and deleted`,
        });
    });
  });
export type NavigationDraftBody = z.output<typeof navigationDraftSchema>;
export type NavigationDraftBodyInput = z.input<typeof navigationDraftSchema>;

/** Answer of `PUT /navigation/tree`: every row after the save, and the id each new item got. */
export interface NavigationDraftResult {
  items: NavigationItem[];
  ids: Record<string, string>;
}
