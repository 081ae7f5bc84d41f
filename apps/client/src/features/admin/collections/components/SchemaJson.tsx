import { jsonErrorPosition } from '@atrium/schema';
import { Label, Textarea } from '@atrium/ui';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { isApiError } from '@/api/http';
import type { BuilderProblem } from '../utils/builder-problems';
import { errorMessage } from '@/lib/mutation-feedback';

/** Why a schema was refused: the server's message and its problems by path. */
export interface SchemaProblem {
  title: string;
  details: BuilderProblem[];
}

export function schemaProblemOf(error: unknown): SchemaProblem {
  return { title: errorMessage(error), details: isApiError(error) ? (error.details ?? []) : [] };
}

/** The schema a JSON text holds, or why it holds none. */
export function parseSchemaJson(
  text: string,
  i18n: I18n,
): { schema: Record<string, unknown> } | { problem: SchemaProblem } {
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      return { problem: { title: i18n._(msg`A collection schema is a JSON object`), details: [] } };
    }
    return { schema: value as Record<string, unknown> };
  } catch {
    return { problem: { title: notJsonMessage(text, i18n), details: [] } };
  }
}

/**
 * Why `text` (which JSON.parse refused) is not JSON: the place, not the engine's reason, which
 * JSON.parse words in English whatever the language.
 */
export function notJsonMessage(text: string, i18n: I18n): string {
  const at = jsonErrorPosition(text);
  const line = at?.line ?? 1;
  const column = at?.column ?? 1;
  return at ? i18n._(msg`Not valid JSON (line ${line}, column ${column})`) : i18n._(msg`Not valid JSON`);
}

/** A collection schema written as JSON (libs/schema/collection.schema.json), labelled, monospaced. */
export function SchemaJsonField({
  id,
  value,
  onChange,
  invalid,
  rows = 16,
}: {
  id: string;
  value: string;
  onChange: (text: string) => void;
  invalid: boolean;
  rows?: number;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-schema`}>
        <Trans>Schema (JSON)</Trans>
      </Label>
      <Textarea
        id={`${id}-schema`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        rows={rows}
        spellCheck={false}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-problem` : undefined}
        className="font-mono text-xs"
      />
    </div>
  );
}
