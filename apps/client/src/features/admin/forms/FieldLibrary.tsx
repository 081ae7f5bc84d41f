import { FORM_FIELD_TYPES, type FormFieldType } from '@atrium/schema';
import { Button } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';
import { FIELD_TYPE_INFO } from './field-types';

/** The drag data type of a field type dragged from the library onto the fields list. */
export const FIELD_TYPE_DRAG = 'application/x-atrium-form-field-type';

/**
 * The field library: a button per type. Click (or Enter/Space) adds a field of that type at the
 * end of the form; a pointer can also drag one onto the fields list.
 */
export function FieldLibrary({
  onAdd,
  disabled,
}: {
  onAdd: (type: FormFieldType) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="form-field-library" className="grid grid-cols-1 gap-2">
      <h2 id="form-field-library" className="text-sm font-medium">
        {t`Add a field`}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2">
        {FORM_FIELD_TYPES.map((type) => {
          const info = FIELD_TYPE_INFO[type];
          const Icon = info.icon;
          const label = t(info.label);
          return (
            <li key={type}>
              <Button
                type="button"
                variant="outline"
                className="h-auto w-full justify-start gap-2 px-3 py-2 text-left"
                disabled={disabled}
                draggable
                onDragStart={(e) => {
                  e.dataTransfer.setData(FIELD_TYPE_DRAG, type);
                  e.dataTransfer.effectAllowed = 'copy';
                }}
                onClick={() => onAdd(type)}
                aria-label={t`Add a ${label} field`}
                data-field-type={type}
              >
                <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                <span className="grid min-w-0">
                  <span className="truncate text-sm">{label}</span>
                  <span className="truncate text-xs font-normal text-muted-foreground">{t(info.hint)}</span>
                </span>
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
