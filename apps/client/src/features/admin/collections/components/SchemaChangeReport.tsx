import type { SchemaChangeReport as SchemaChange } from '@atrium/schema';
import { Badge } from '@atrium/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormatters } from '@/features/settings/hooks/useFormatters';
import { useEffect, useRef } from 'react';
import { translateServerMessage } from '@/lib/server-messages';
import '../utils/schema-change-messages';

/** The kinds of change the server reports, as the badge names them. */
const KIND_LABELS: Record<string, MessageDescriptor> = {
  additive: msg`additive`,
  destructive: msg`destructive`,
};

/**
 * The server's dry run of a schema change: each change, the blockers, and the SQL it would run.
 * Each new report is scrolled into view: it lands at the end of a long dialog, below the button
 * that asked for it.
 */
export function SchemaChangeReport({ report }: { report: SchemaChange }) {
  const { t } = useLingui();
  const { number } = useFormatters();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    section.current?.scrollIntoView?.({ block: 'nearest', behavior: smooth ? 'smooth' : 'auto' });
  }, [report]);
  const sql = [...report.sql, ...report.sql_after_commit];
  const name = report.name;
  return (
    <section
      ref={section}
      aria-label={t`Dry run`}
      className="grid min-w-0 scroll-mt-4 gap-3 rounded-lg border bg-muted/30 p-4 text-sm"
    >
      <p className="font-medium">
        {report.action === 'create'
          ? t`Creates the table of "${name}"`
          : report.action === 'delete'
            ? t`Drops "${name}" and its table`
            : t`Changes "${name}"`}
        {report.destructive ? ` — ${t`destructive`}` : ''}
      </p>
      {report.changes.length > 0 ? (
        <ul className="grid gap-1.5" aria-label={t`Changes`}>
          {report.changes.map((change, i) => {
            const kind = KIND_LABELS[change.kind];
            const rows = change.rows ?? 0;
            const rowsShown = number(rows);
            return (
              <li key={`${change.path}-${i}`} className="flex items-start gap-2">
                <Badge variant={change.kind === 'destructive' ? 'destructive' : 'secondary'}>
                  {kind ? t(kind) : change.kind}
                </Badge>
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  {translateServerMessage(change.message)}
                  {rows > 0
                    ? ` ${t`(${plural(rows, { one: `${rowsShown} row`, other: `${rowsShown} rows` })})`}`
                    : ''}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {report.blockers.length > 0 ? (
        <ul className="grid gap-1 text-destructive" aria-label={t`Blockers`}>
          {report.blockers.map((blocker) => (
            <li key={blocker}>{translateServerMessage(blocker)}</li>
          ))}
        </ul>
      ) : null}
      {sql.length > 0 ? (
        <div className="grid gap-1">
          <p className="text-xs font-medium text-muted-foreground">
            <Trans>SQL it runs</Trans>
          </p>
          <pre
            data-testid="dry-run-sql"
            className="max-h-64 overflow-auto rounded-md bg-background p-3 font-mono text-xs leading-relaxed"
          >
            {sql.map((statement) => `${statement.trim().replace(/;?$/, ';')}\n`).join('\n')}
          </pre>
        </div>
      ) : null}
    </section>
  );
}
