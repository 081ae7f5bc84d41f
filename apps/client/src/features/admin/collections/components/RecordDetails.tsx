import type { Collection } from '@atrium/schema';
import { ReadonlyField } from '@/features/schema-ui/components/ReadonlyField';
import type { CollectionRecord } from '@/features/schema-ui/api/collections-api';
import { fieldLabel } from '@/features/schema-ui/utils/field-labels';
import { formSections } from '@/features/schema-ui/utils/form-sections';
import { relationDisplays } from '@/features/schema-ui/utils/relations';

type Schema = Pick<Collection, 'name' | 'fields' | 'primary_key' | 'system_fields' | 'form' | 'list'>;

/** A record shown without a form: a built-in collection (changed through its own screens). */
export function RecordDetails({
  collection,
  collections,
  record,
}: {
  collection: Schema;
  collections: readonly Schema[];
  record: CollectionRecord;
}) {
  const sections = formSections(collection, 'update', []);
  const relations = relationDisplays(collection, collections);
  return (
    <div className="grid gap-6">
      {sections.map((section, index) => (
        <section key={section.label ?? index} aria-label={section.label} className="grid gap-3">
          {section.label ? <h3 className="text-sm font-semibold">{section.label}</h3> : null}
          <dl className="grid gap-3 sm:grid-cols-2">
            {section.entries.map(({ field }) => {
              const relation = relations.get(field.name);
              return (
                <ReadonlyField
                  key={field.name}
                  field={field}
                  label={fieldLabel(field)}
                  value={record[field.name]}
                  related={relation?.embed ? record[relation.embed] : undefined}
                  relation={relation}
                />
              );
            })}
          </dl>
        </section>
      ))}
    </div>
  );
}
