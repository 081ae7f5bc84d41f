import type { CollectionField } from '@atrium/schema';
import type { RelationDisplay } from '../utils/relations';
import { FieldDisplay } from './FieldDisplay';

/** A value the form shows but never sends (read-only, system or not granted). */
export function ReadonlyField({
  field,
  label,
  value,
  related,
  relation,
}: {
  field: CollectionField;
  label: string;
  value: unknown;
  related?: unknown;
  relation?: RelationDisplay;
}) {
  return (
    <div className="grid gap-1 text-sm">
      <dt className="font-medium">{label}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere] text-muted-foreground">
        {field.type === 'json' && value != null ? (
          <pre className="max-h-48 overflow-auto rounded-md bg-muted p-2 font-mono text-xs">
            {JSON.stringify(value, null, 2)}
          </pre>
        ) : (
          <FieldDisplay field={field} value={value} related={related} relation={relation} />
        )}
      </dd>
    </div>
  );
}
