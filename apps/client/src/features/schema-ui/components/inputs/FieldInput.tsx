import type { CollectionField } from '@atrium/schema';
import { humanizeFieldName } from '@/features/schema-ui/utils/field-labels';
import type { RelationDisplay } from '@/features/schema-ui/utils/relations';
import { BooleanInput } from './BooleanInput';
import { DateInput } from './DateInput';
import { DateTimeInput } from './DateTimeInput';
import { EnumInput } from './EnumInput';
import type { FieldInputProps } from './field-input-props';
import { JsonInput } from './JsonInput';
import { NumberInput } from './NumberInput';
import { RelationInput } from './RelationInput';
import { StringInput } from './StringInput';
import { TextInput } from './TextInput';
import { UuidInput } from './UuidInput';

export interface FieldInputDispatchProps extends FieldInputProps<CollectionField> {
  timeZone: string;
  relation?: RelationDisplay;
  /** A relation's current label, when known. */
  knownLabel?: string | null;
}

/** The input of a field, chosen by its type (CONVENTIONS item 11: one input component per type). */
export function FieldInput({ field, timeZone, relation, knownLabel, ...props }: FieldInputDispatchProps) {
  switch (field.type) {
    case 'string':
      return <StringInput field={field} {...props} />;
    case 'text':
      return <TextInput field={field} {...props} />;
    case 'number':
    case 'integer':
      return <NumberInput field={field} {...props} />;
    case 'boolean':
      return <BooleanInput field={field} {...props} />;
    case 'date':
      return <DateInput field={field} {...props} />;
    case 'datetime':
      return <DateTimeInput field={field} timeZone={timeZone} {...props} />;
    case 'uuid':
      return <UuidInput field={field} {...props} />;
    case 'enum':
      return <EnumInput field={field} {...props} />;
    case 'json':
      return <JsonInput field={field} {...props} />;
    case 'relation':
      return (
        <RelationInput
          field={field}
          relation={
            relation ?? {
              field: field.name,
              target: field.target,
              targetLabel: humanizeFieldName(field.target),
              embed: null,
              embedSelect: null,
              displayField: null,
              searchable: false,
            }
          }
          knownLabel={knownLabel}
          {...props}
        />
      );
  }
}
