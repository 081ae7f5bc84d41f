import type { CollectionField } from '@atrium/schema';
import type { UseFormReturn } from 'react-hook-form';
import type { CollectionRecord } from '@/features/schema-ui/api/collections-api';
import type { RecordFormValues } from '@/features/schema-ui/utils/record-form';

/** What every input of SchemaForm gets: the form, its field, the label and the help text. */
export interface FieldInputProps<F extends CollectionField = CollectionField> {
  form: UseFormReturn<RecordFormValues, unknown, CollectionRecord>;
  field: F;
  label: string;
  description?: string;
  /** Values offered as you type (string fields; a datalist: any other value may still be typed). */
  suggestions?: readonly string[];
}
