import { LIKE_PATTERN_MAX_CHARS, UUID_PATTERN } from '@atrium/schema';
import { queryOptions } from '@tanstack/react-query';
import type { RelationDisplay } from '../utils/relations';
import { collectionKeys } from './collection-keys';
import { collectionsApi } from './collections-api';

/** Choices a relation picker offers per search. */
export const RELATION_OPTIONS_LIMIT = 20;

/** Rows a relation's select (`widget: select`) lists; a target of more rows is searched instead. */
export const RELATION_SELECT_LIMIT = 200;

export interface RelationOption {
  id: string;
  label: string | null;
}

function labelOf(row: Record<string, unknown>, displayField: string | null): string | null {
  const value = displayField ? row[displayField] : undefined;
  return typeof value === 'string' && value !== '' ? value : value == null ? null : String(value);
}

/**
 * Rows of the relation's target for a picker: `select=id,<display>&<display>=ilike.*q*`, ordered
 * by the display field; a pasted id finds its row directly.
 */
export const relationOptionsQuery = (relation: RelationDisplay, search: string) =>
  queryOptions({
    queryKey: collectionKeys.options(relation.target, relation.displayField ?? 'id', search),
    queryFn: async ({ signal }): Promise<RelationOption[]> => {
      const { displayField } = relation;
      const query = new URLSearchParams({
        select: displayField ? `id,${displayField}` : 'id',
        limit: String(RELATION_OPTIONS_LIMIT),
      });
      const text = search.trim().slice(0, LIKE_PATTERN_MAX_CHARS);
      if (UUID_PATTERN.test(text)) query.set('id', `eq.${text}`);
      else if (text && displayField && relation.searchable) query.set(displayField, `ilike.*${text}*`);
      if (displayField) query.set('order', `${displayField}.asc`);
      const rows = await collectionsApi.findRecords(relation.target, query, signal);
      return rows.map((row) => ({ id: String(row.id), label: labelOf(row, displayField) }));
    },
    staleTime: 30_000,
  });

/**
 * Every row of the relation's target for a select (`widget: select`), by the display field, up to
 * RELATION_SELECT_LIMIT, with the target's total: past the limit the select gives way to the search.
 */
export const relationChoicesQuery = (relation: RelationDisplay) =>
  queryOptions({
    queryKey: collectionKeys.choices(relation.target, relation.displayField ?? 'id'),
    queryFn: async ({ signal }): Promise<{ options: RelationOption[]; total: number | undefined }> => {
      const { displayField } = relation;
      const query = new URLSearchParams({
        select: displayField ? `id,${displayField}` : 'id',
        limit: String(RELATION_SELECT_LIMIT),
      });
      if (displayField) query.set('order', `${displayField}.asc`);
      const page = await collectionsApi.listRecords(relation.target, query, signal);
      return {
        options: page.rows.map((row) => ({ id: String(row.id), label: labelOf(row, displayField) })),
        total: page.total,
      };
    },
    staleTime: 30_000,
  });

/** The label of one target row (a relation's current value in the form). */
export const relationLabelQuery = (relation: RelationDisplay, id: string) =>
  queryOptions({
    queryKey: [...collectionKeys.record(relation.target, id), 'label', relation.displayField] as const,
    queryFn: async ({ signal }): Promise<string | null> => {
      const query = new URLSearchParams({
        select: relation.displayField ? `id,${relation.displayField}` : 'id',
        id: `eq.${id}`,
      });
      const [row] = await collectionsApi.findRecords(relation.target, query, signal);
      return row ? labelOf(row, relation.displayField) : null;
    },
    staleTime: 60_000,
  });
