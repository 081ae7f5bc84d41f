import { Badge, cn } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';
import { AlertCircle } from 'lucide-react';
import { useState } from 'react';
import type { FormFieldType } from '@atrium/schema';
import { SortableList } from '@/features/hubs/components/SortableList';
import type { DraftField } from './builder-state';
import { FIELD_TYPE_INFO } from './field-types';
import { FIELD_TYPE_DRAG } from './FieldLibrary';

/**
 * The form's fields in order: a row per field (choose it to edit), reordered by drag and drop —
 * pointer, or keyboard on the handle (Space, arrows, Space) — or the move buttons. A type dragged
 * from the library and dropped here is added at the end.
 */
export function FieldsList({
  fields,
  selected,
  withProblems,
  onSelect,
  onReorder,
  onDropType,
}: {
  fields: readonly DraftField[];
  selected: string | null;
  withProblems: ReadonlySet<string>;
  onSelect: (uid: string) => void;
  onReorder: (uids: string[]) => void;
  onDropType: (type: FormFieldType) => void;
}) {
  const { t } = useLingui();
  const [over, setOver] = useState(false);
  const items = fields.map((f) => ({ id: f.uid, name: f.label || f.key, field: f }));
  return (
    <section
      aria-labelledby="form-fields-title"
      className={cn('grid grid-cols-1 gap-2 rounded-lg', over && 'ring-2 ring-primary ring-offset-2')}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes(FIELD_TYPE_DRAG)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        const type = e.dataTransfer.getData(FIELD_TYPE_DRAG) as FormFieldType;
        setOver(false);
        if (type && type in FIELD_TYPE_INFO) {
          e.preventDefault();
          onDropType(type);
        }
      }}
    >
      <h2 id="form-fields-title" className="text-sm font-medium">
        {t`Fields`}
      </h2>
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t`No fields yet. Add one from the library, or drag a type here.`}
        </p>
      ) : (
        <SortableList
          items={items}
          label={t`Fields of the form`}
          onReorder={onReorder}
          renderItem={({ field }) => {
            const Icon = FIELD_TYPE_INFO[field.type].icon;
            const type = t(FIELD_TYPE_INFO[field.type].label);
            const name = field.label || field.key;
            return (
              <button
                type="button"
                className={cn(
                  'flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  selected === field.uid && 'bg-accent',
                )}
                aria-pressed={selected === field.uid}
                aria-label={t`Edit ${name} (${type})`}
                onClick={() => onSelect(field.uid)}
              >
                <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate">{name}</span>
                {field.required ? <Badge variant="secondary">{t`Required`}</Badge> : null}
                {withProblems.has(field.uid) ? (
                  <AlertCircle className="size-4 shrink-0 text-destructive" aria-label={t`Has problems`} />
                ) : null}
              </button>
            );
          }}
        />
      )}
    </section>
  );
}
