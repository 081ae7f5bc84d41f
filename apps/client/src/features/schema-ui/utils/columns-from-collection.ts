import {
  SEARCHABLE_FIELD_TYPES,
  collectionColumns,
  type Collection,
  type CollectionField,
  type FieldType,
} from '@atrium/schema';
import type { DataTableColumn, DataTableFilterKind, DataTableSort } from '@atrium/ui';
import { createElement } from 'react';
import type { CollectionRecord } from '../api/collections-api';
import { FieldDisplay } from '../components/FieldDisplay';
import { enumOptions, fieldLabel } from './field-labels';
import { relationDisplays } from './relations';

type Schema = Pick<Collection, 'name' | 'fields' | 'primary_key' | 'system_fields' | 'list'>;

/** The filter builder's kind for a field type (JSON cannot be filtered: the server refuses it). */
const FILTER_KINDS: Readonly<Record<FieldType, DataTableFilterKind | null>> = {
  string: 'text',
  text: 'text',
  number: 'number',
  integer: 'number',
  boolean: 'boolean',
  date: 'date',
  datetime: 'datetime',
  uuid: 'uuid',
  relation: 'uuid',
  enum: 'enum',
  json: null,
};

export interface ListColumns {
  columns: DataTableColumn<CollectionRecord>[];
  /** Columns left out of the list view (`{ name: false }`): still in the Columns menu. */
  defaultVisibility: Record<string, boolean>;
}

function filterOf(field: CollectionField): DataTableColumn<CollectionRecord>['filter'] {
  const kind = FILTER_KINDS[field.type];
  if (!kind) return undefined;
  return field.type === 'enum' ? { kind, options: enumOptions(field) } : { kind };
}

/**
 * A collection's list as DataTable columns (a pure function of the schema, CONVENTIONS item 11):
 * every column the caller may read — the id, the fields, the system fields — each drawn by
 * `FieldDisplay` for its type, sortable (JSON is not), filterable by its kind, numbers aligned to
 * the end. The list view's `columns` are shown in its order; the rest (hidden fields, system
 * fields, the id) start hidden, one click away in the Columns menu. `collections` are the schemas
 * the caller may read: relations to them show the target's display field.
 */
export function columnsFromCollection(collection: Schema, collections: readonly Schema[] = []): ListColumns {
  const relations = relationDisplays(collection, collections);
  const readable = collectionColumns(collection).filter((c) => !c.field.internal);
  const listed = collection.list?.columns.filter((name) => readable.some((c) => c.name === name));
  // Without a list view: the declared fields that are not hidden, at most 8 (the rest in the menu).
  const shown = new Set(
    listed && listed.length > 0
      ? listed
      : readable
          .filter((c) => c.origin === 'field' && !c.field.hidden)
          .slice(0, 8)
          .map((c) => c.name),
  );
  const ordered = [
    ...[...shown].map((name) => readable.find((c) => c.name === name)!),
    ...readable.filter((c) => !shown.has(c.name)),
  ];
  const defaultVisibility: Record<string, boolean> = {};
  const columns = ordered.map(({ name, field }): DataTableColumn<CollectionRecord> => {
    if (!shown.has(name)) defaultVisibility[name] = false;
    const relation = relations.get(name);
    return {
      id: name,
      header: fieldLabel(field),
      sortable: field.type !== 'json',
      filter: filterOf(field),
      align: field.type === 'number' || field.type === 'integer' ? 'end' : 'start',
      minWidth: field.type === 'text' ? '16rem' : field.type === 'datetime' ? '11rem' : undefined,
      cell: (row) =>
        createElement(FieldDisplay, {
          field,
          value: row[name],
          related: relation?.embed ? row[relation.embed] : undefined,
          relation,
        }),
    };
  });
  return { columns, defaultVisibility };
}

/**
 * The list view's default order (`list.sort`); else newest first when the table keeps
 * `created_at` (and the reader may see it), so a row just added is on top rather than wherever its
 * random id falls; else none (the server orders by key).
 */
export function defaultSorting(collection: Pick<Collection, 'list' | 'system_fields'>): DataTableSort[] {
  if (collection.list?.sort) {
    return collection.list.sort.map((s) => ({ id: s.field, desc: s.direction === 'desc' }));
  }
  return collection.system_fields.includes('created_at') ? [{ id: 'created_at', desc: true }] : [];
}

/**
 * The fields the search box looks in: `list.searchable`, else the text fields (string, text, enum) shown
 * in the list (a search over every text column of a wide table would scan them all).
 */
export function searchableFields(collection: Schema): string[] {
  const fields = collection.fields.filter((f) => !f.internal);
  const isText = (name: string) => fields.some((f) => f.name === name && SEARCHABLE_FIELD_TYPES.has(f.type));
  if (collection.list?.searchable) return collection.list.searchable.filter(isText);
  const listed = collection.list?.columns ?? fields.filter((f) => !f.hidden).map((f) => f.name);
  return listed.filter(isText);
}
