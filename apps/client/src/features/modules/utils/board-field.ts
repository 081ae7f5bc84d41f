import type { CollectionField } from '@atrium/schema';

/** The fields a Database module's board can take its columns from: choice and yes/no fields. */
export function isBoardField(field: CollectionField): boolean {
  return !field.internal && (field.type === 'enum' || field.type === 'boolean');
}

/** The fields a board can order its cards by within a column: number fields. */
export function isOrderField(field: CollectionField): boolean {
  return !field.internal && (field.type === 'integer' || field.type === 'number');
}
