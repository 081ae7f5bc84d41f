import type { CollectionField } from '@atrium/schema';

/** The fields a Database module's board can take its columns from: choice and yes/no fields. */
export function isBoardField(field: CollectionField): boolean {
  return !field.internal && (field.type === 'enum' || field.type === 'boolean');
}
