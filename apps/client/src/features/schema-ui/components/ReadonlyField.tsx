import type { CollectionField } from '@atrium/schema';
import type { RelationDisplay } from '../utils/relations';
import { MarkdownView } from '@/features/modules/components/MarkdownView';
import { FieldDisplay } from './FieldDisplay';

/**
 * A value the form shows but never sends (read-only, system or not granted), and a record's
 * details: Markdown (`widget: markdown`) rendered, JSON indented, the rest as FieldDisplay draws it.
 */
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
        {field.type === 'text' && field.widget === 'markdown' && typeof value === 'string' && value ? (
          <MarkdownView source={value} className="text-foreground" />
        ) : field.type === 'json' && value != null ? (
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
