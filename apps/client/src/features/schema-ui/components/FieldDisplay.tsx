import type { CollectionField, FieldOfType } from '@atrium/schema';
import { Check, X } from 'lucide-react';
import { Badge } from '@atrium/ui';
import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createContext, useContext, type ReactNode } from 'react';
import { useFormatters } from '@/features/settings/hooks/useFormatters';
import type { Formatters } from '@/features/settings/utils/formatters';
import { enumLabel, shortUuid } from '../utils/field-labels';
import type { RelationDisplay } from '../utils/relations';
import { NavIcon } from '@/features/shell/components/NavIcon';
import { safeHref } from '@/lib/safe-href';

/**
 * One display component per field type (CONVENTIONS item 11), chosen by `FieldDisplay`: the
 * list's cells and the read-only values of the record form. Dates and numbers go through the
 * user's formatters (their language and time zone).
 */

export interface FieldDisplayProps {
  field: CollectionField;
  value: unknown;
  /** The embedded target row of a relation (from `select=…,zone(id,name)`). */
  related?: unknown;
  relation?: RelationDisplay;
}

function Empty() {
  const { t } = useLingui();
  return (
    <span className="text-muted-foreground" aria-label={t`empty`}>
      —
    </span>
  );
}

function BooleanDisplay({ value }: { value: boolean }) {
  const { t } = useLingui();
  return value ? (
    <Check className="size-4 text-success" role="img" aria-label={t`Yes`} />
  ) : (
    <X className="size-4 text-muted-foreground" role="img" aria-label={t`No`} />
  );
}

const FormattersContext = createContext<Formatters | null>(null);

/**
 * The user's formatters for every FieldDisplay below: a long list provides them once, so its
 * cells do not each subscribe to the preferences (thousands of cells mount while scrolling).
 */
export const FieldFormattersProvider = FormattersContext.Provider;

function OwnFormatters({ children }: { children: (formatters: Formatters) => ReactNode }) {
  return children(useFormatters());
}

/** The provided formatters, else the user's own (a display outside a list). */
function Formatted({ children }: { children: (formatters: Formatters) => ReactNode }) {
  const provided = useContext(FormattersContext);
  return provided ? children(provided) : <OwnFormatters>{children}</OwnFormatters>;
}

// Plain text where no tooltip is needed: a long list mounts thousands of these while scrolling
// (each element more is styled, laid out and painted); the list's table sets tabular figures.
function NumberDisplay({ value }: { value: number }) {
  return <Formatted>{({ number }) => number(value)}</Formatted>;
}

const utcDateFormats = new Map<string, Intl.DateTimeFormat>();

/** `dateStyle: medium` in UTC for a locale, made once (constructing one costs far more than using it). */
function utcDateFormat(locale: string): Intl.DateTimeFormat {
  let format = utcDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    utcDateFormats.set(locale, format);
  }
  return format;
}

/** A calendar date: the same day in every time zone (formatted in UTC, where it was parsed). */
function DateDisplay({ value }: { value: string }) {
  const time = Date.parse(value);
  if (!Number.isFinite(time)) return <>{value}</>;
  return (
    <Formatted>
      {({ locale }) => <time dateTime={value}>{utcDateFormat(locale).format(time)}</time>}
    </Formatted>
  );
}

function DateTimeDisplay({ value }: { value: string }) {
  return (
    <Formatted>
      {({ dateTime, timeZone }) => (
        <time dateTime={value} title={`${value} (shown in ${timeZone})`}>
          {dateTime(value)}
        </time>
      )}
    </Formatted>
  );
}

function UuidDisplay({ value }: { value: string }) {
  return (
    <span className="font-mono text-[0.8125rem]" title={value}>
      {shortUuid(value)}
    </span>
  );
}

function EnumDisplay({ field, value }: { field: FieldOfType<'enum'>; value: string }) {
  return (
    <span className="inline-flex rounded-md bg-muted px-1.5 py-0.5 text-xs">{enumLabel(field, value)}</span>
  );
}

/**
 * JSON collapsed to its shape (`{…} 3 keys`), in `i18n`'s language (the active one when omitted);
 * the whole value in the tooltip.
 */
export function describeJson(value: unknown, i18n: I18n = activeI18n): string {
  if (Array.isArray(value)) {
    const items = value.length;
    return `[…] ${i18n._(msg`${plural(items, { one: '# item', other: '# items' })}`)}`;
  }
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).length;
    return `{…} ${i18n._(msg`${plural(keys, { one: '# key', other: '# keys' })}`)}`;
  }
  return JSON.stringify(value);
}

/** A tags field's texts (`widget: tags`), as chips; a row may show a few of many. */
function TagsDisplay({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return <Empty />;
  return (
    <span className="inline-flex max-w-full flex-wrap gap-1" title={tags.join(', ')}>
      {tags.slice(0, 5).map((tag) => (
        <Badge key={tag} variant="secondary" className="max-w-40 truncate">
          {tag}
        </Badge>
      ))}
      {tags.length > 5 ? <span className="text-xs text-muted-foreground">+{tags.length - 5}</span> : null}
    </span>
  );
}

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

function JsonDisplay({ value }: { value: unknown }) {
  const { i18n } = useLingui();
  const text = JSON.stringify(value);
  return (
    <code
      className="rounded bg-muted px-1 py-0.5 text-xs"
      title={text.length > 500 ? `${text.slice(0, 500)}…` : text}
    >
      {describeJson(value, i18n)}
    </code>
  );
}

function RelationValue({
  value,
  related,
  relation,
}: {
  value: string;
  related?: unknown;
  relation?: RelationDisplay;
}) {
  const shown =
    relation?.displayField && related !== null && typeof related === 'object'
      ? (related as Record<string, unknown>)[relation.displayField]
      : undefined;
  if (typeof shown === 'string' && shown !== '') return <span title={value}>{shown}</span>;
  return <UuidDisplay value={value} />;
}

function HiddenValue() {
  const { t } = useLingui();
  return <span aria-label={t`hidden value`}>••••••</span>;
}

function StringDisplay({ field, value }: { field: FieldOfType<'string'>; value: string }) {
  if (field.widget === 'color') {
    return (
      <span className="inline-flex items-center gap-1.5">
        <span aria-hidden="true" className="size-3.5 rounded-sm border" style={{ background: value }} />
        <span className="font-mono text-[0.8125rem]">{value}</span>
      </span>
    );
  }
  if (field.widget === 'icon') {
    return (
      <span className="inline-flex items-center gap-1.5">
        <NavIcon name={value} className="size-4 shrink-0" />
        <span className="font-mono text-[0.8125rem]">{value}</span>
      </span>
    );
  }
  if (field.widget === 'password') return <HiddenValue />;
  if (field.format === 'url' || field.format === 'email') {
    // A url field's value is data: a stored javascript: or data: link is shown as text only.
    const href = field.format === 'email' ? `mailto:${value}` : safeHref(value);
    if (href === null) return value;
    return (
      <a
        href={href}
        target={field.format === 'url' ? '_blank' : undefined}
        rel="noreferrer"
        className="text-primary underline-offset-4 hover:underline"
        // A link in a clickable row opens the link, not the record.
        onClick={(event) => event.stopPropagation()}
      >
        {value}
      </a>
    );
  }
  return value.length > 60 ? <span title={value}>{value}</span> : value;
}

function TextDisplay({ value }: { value: string }) {
  const line = value.length > 200 ? `${value.slice(0, 200)}…` : value;
  const text = line.replace(/\s+/g, ' ');
  return value.length > 60 ? <span title={line}>{text}</span> : text;
}

/** Wrong type for the field (a schema changed under old rows): shown as text, never thrown. */
function fallback(value: unknown): ReactNode {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A field's value, drawn by the component of its type; null and undefined are a dash. */
export function FieldDisplay({ field, value, related, relation }: FieldDisplayProps) {
  if (value === null || value === undefined) return <Empty />;
  switch (field.type) {
    case 'boolean':
      return typeof value === 'boolean' ? <BooleanDisplay value={value} /> : fallback(value);
    case 'number':
    case 'integer':
      return typeof value === 'number' ? <NumberDisplay value={value} /> : fallback(value);
    case 'date':
      return typeof value === 'string' ? <DateDisplay value={value} /> : fallback(value);
    case 'datetime':
      return typeof value === 'string' ? <DateTimeDisplay value={value} /> : fallback(value);
    case 'uuid':
      return typeof value === 'string' ? <UuidDisplay value={value} /> : fallback(value);
    case 'enum':
      return typeof value === 'string' ? <EnumDisplay field={field} value={value} /> : fallback(value);
    case 'json':
      return field.widget === 'tags' && isTextList(value) ? (
        <TagsDisplay tags={value} />
      ) : (
        <JsonDisplay value={value} />
      );
    case 'relation':
      return typeof value === 'string' ? (
        <RelationValue value={value} related={related} relation={relation} />
      ) : (
        fallback(value)
      );
    case 'string':
      return typeof value === 'string' ? <StringDisplay field={field} value={value} /> : fallback(value);
    case 'text':
      return typeof value === 'string' ? <TextDisplay value={value} /> : fallback(value);
  }
}
