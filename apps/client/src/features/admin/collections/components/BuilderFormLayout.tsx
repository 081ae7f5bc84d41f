import { Button, Input, Label, NativeSelect } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { LayoutList, Plus, Trash2, X } from 'lucide-react';
import { useId } from 'react';
import { humanizeFieldName } from '@/features/schema-ui/utils/field-labels';
import {
  effectiveFormView,
  newBuilderSection,
  type BuilderSection,
  type BuilderState,
  type ListRef,
} from '../utils/builder-schema';

/**
 * The record form's layout: one section of every field that is not hidden (no layout), or
 * sections with a title, a description and their fields in order. A field is in one section at
 * most; one in none is not in the form (it can still be written through the API).
 */
export function BuilderFormLayout({
  state,
  onChange,
}: {
  state: BuilderState;
  onChange: (sections: BuilderSection[] | null) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const sections = effectiveFormView(state);
  const fields = state.fields
    .filter((f) => f.name.trim())
    .map((f) => ({
      ref: f.key as ListRef,
      label: f.label.trim() || humanizeFieldName(f.name.trim()),
      hidden: f.hidden,
    }));
  const labelOf = (ref: ListRef) => fields.find((f) => f.ref === ref)?.label ?? String(ref);

  if (sections === null) {
    return (
      <div className="grid gap-3 rounded-lg border p-3 text-sm">
        <p className="text-muted-foreground">
          <Trans>The form shows every field that is not hidden, in the order above.</Trans>
        </p>
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() =>
            onChange([
              newBuilderSection({
                label: state.label.trim(),
                fields: fields.filter((f) => !f.hidden).map((f) => f.ref),
              }),
            ])
          }
        >
          <LayoutList aria-hidden="true" />
          <Trans>Arrange in sections</Trans>
        </Button>
      </div>
    );
  }

  const placed = new Set(sections.flatMap((s) => s.fields));
  const unplaced = fields.filter((f) => !placed.has(f.ref));
  const update = (key: number, patch: Partial<BuilderSection>) =>
    onChange(sections.map((s) => (s.key === key ? { ...s, ...patch } : s)));

  return (
    <div className="grid gap-3 text-sm">
      <ol className="grid gap-3">
        {sections.map((section, index) => {
          const n = index + 1;
          return (
            <li key={section.key} className="grid gap-3 rounded-lg border p-3" aria-label={t`Section ${n}`}>
              <div className="grid gap-3 sm:grid-cols-2">
                <div className="grid gap-1.5">
                  <Label htmlFor={`${id}-${section.key}-label`}>
                    <Trans>Section {n} title (optional)</Trans>
                  </Label>
                  <Input
                    id={`${id}-${section.key}-label`}
                    value={section.label}
                    onChange={(e) => update(section.key, { label: e.target.value })}
                  />
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor={`${id}-${section.key}-description`}>
                    <Trans>Section {n} description (optional)</Trans>
                  </Label>
                  <Input
                    id={`${id}-${section.key}-description`}
                    value={section.description}
                    onChange={(e) => update(section.key, { description: e.target.value })}
                  />
                </div>
              </div>
              <ul className="flex flex-wrap gap-2" aria-label={t`Fields of section ${n}`}>
                {section.fields.map((ref) => (
                  <li
                    key={String(ref)}
                    className="inline-flex items-center gap-1 rounded-md border bg-muted/40 py-0.5 pr-0.5 pl-2"
                  >
                    {labelOf(ref)}
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-6"
                      aria-label={t`Take ${labelOf(ref)} out of section ${n}`}
                      onClick={() => update(section.key, { fields: section.fields.filter((r) => r !== ref) })}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </li>
                ))}
                {section.fields.length === 0 ? (
                  <li className="text-xs text-muted-foreground">
                    <Trans>No fields yet: an empty section is left out.</Trans>
                  </li>
                ) : null}
              </ul>
              <div className="flex flex-wrap items-end justify-between gap-2">
                <div className="grid gap-1.5">
                  <Label htmlFor={`${id}-${section.key}-add`}>
                    <Trans>Add a field to section {n}</Trans>
                  </Label>
                  <NativeSelect
                    id={`${id}-${section.key}-add`}
                    value=""
                    disabled={unplaced.length === 0}
                    onChange={(e) => {
                      const ref = unplaced.find((f) => String(f.ref) === e.target.value)?.ref;
                      if (ref !== undefined) update(section.key, { fields: [...section.fields, ref] });
                    }}
                  >
                    <option value="">
                      {unplaced.length > 0 ? t`Choose a field…` : t`Every field is placed`}
                    </option>
                    {unplaced.map((f) => (
                      <option key={String(f.ref)} value={String(f.ref)}>
                        {f.label}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={t`Remove section ${n}`}
                  onClick={() => {
                    const rest = sections.filter((s) => s.key !== section.key);
                    onChange(rest.length > 0 ? rest : null);
                  }}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {unplaced.length > 0 && placed.size > 0 ? (
        <p className="text-xs text-muted-foreground">
          <Trans>
            Not in the form: {unplaced.map((f) => f.label).join(', ')}. They can still be written through the
            API.
          </Trans>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onChange([...sections, newBuilderSection()])}>
          <Plus aria-hidden="true" />
          <Trans>Add section</Trans>
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
          <Trans>One section for every field</Trans>
        </Button>
      </div>
    </div>
  );
}
