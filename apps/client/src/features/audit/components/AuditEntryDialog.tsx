import type { AuditEntry } from '@atrium/schema';
import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useFormatters } from '@/features/settings/hooks/useFormatters';
import { auditDiff, auditValueText, type AuditDiffRow } from '../utils/audit-diff';
import { auditActionLabel, auditActorLabel, auditEntityLabel } from '../utils/audit-labels';

function ValueCell({ value, absent }: { value: unknown; absent: string }) {
  if (value === undefined) return <span className="text-muted-foreground">{absent}</span>;
  return <pre className="font-mono text-xs break-all whitespace-pre-wrap">{auditValueText(value)}</pre>;
}

function ChangeBadge({ change }: { change: AuditDiffRow['change'] }) {
  const { t } = useLingui();
  if (change === 'added') return <Badge variant="outline">{t`Added`}</Badge>;
  if (change === 'removed') return <Badge variant="destructive">{t`Removed`}</Badge>;
  return <Badge variant="secondary">{t`Changed`}</Badge>;
}

/**
 * One audit entry: who did what and when, and what it changed, key by key (before and after side
 * by side; a phone stacks them). `onFilterActor` narrows the list to the same person's changes.
 */
export function AuditEntryDialog({
  entry,
  onOpenChange,
  onFilterActor,
}: {
  entry: AuditEntry | null;
  onOpenChange: (open: boolean) => void;
  onFilterActor?: (actorId: string) => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const rows = useMemo(() => (entry ? auditDiff(entry.before, entry.after) : []), [entry]);
  if (!entry) return null;
  const what = auditEntityLabel(i18n, entry.entity);
  const action = auditActionLabel(i18n, entry.action);
  const who = auditActorLabel(i18n, entry.actor);
  const when = format.dateTime(entry.at);
  const absent = t`(none)`;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t`${what}: ${action}`}</DialogTitle>
          <DialogDescription>
            <Trans>
              {who} on {when}
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {entry.summary ? (
            <>
              <dt className="text-muted-foreground">
                <Trans>Name</Trans>
              </dt>
              <dd className="min-w-0 break-words">{entry.summary}</dd>
            </>
          ) : null}
          {entry.entity_id ? (
            <>
              <dt className="text-muted-foreground">
                <Trans>Id</Trans>
              </dt>
              <dd className="min-w-0 font-mono text-xs break-all">{entry.entity_id}</dd>
            </>
          ) : null}
        </dl>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No values were recorded for this change.</Trans>
          </p>
        ) : (
          // One scrolling box (a collection's schema is long), reachable with the keyboard.
          <div
            tabIndex={0}
            role="region"
            aria-label={t`Values before and after the change`}
            className="max-h-[50vh] overflow-auto rounded-md border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                <Trans>Values before and after the change</Trans>
              </caption>
              <thead className="bg-muted/50 text-xs text-muted-foreground max-sm:sr-only">
                <tr>
                  <th scope="col" className="p-2 font-medium">
                    <Trans>Field</Trans>
                  </th>
                  <th scope="col" className="p-2 font-medium">
                    <Trans>Before</Trans>
                  </th>
                  <th scope="col" className="p-2 font-medium">
                    <Trans>After</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} className="border-t align-top max-sm:grid max-sm:gap-1 max-sm:p-2">
                    <th scope="row" className="p-2 font-medium max-sm:p-0">
                      <span className="mr-2 font-mono text-xs break-all">{row.key || t`Whole value`}</span>
                      <ChangeBadge change={row.change} />
                    </th>
                    <td className="p-2 max-sm:p-0">
                      <span className="text-xs text-muted-foreground sm:sr-only">
                        <Trans>Before</Trans>
                      </span>
                      <ValueCell value={row.before} absent={absent} />
                    </td>
                    <td className="p-2 max-sm:p-0">
                      <span className="text-xs text-muted-foreground sm:sr-only">
                        <Trans>After</Trans>
                      </span>
                      <ValueCell value={row.after} absent={absent} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {entry.actor && onFilterActor ? (
          <DialogFooter>
            <Button variant="outline" onClick={() => onFilterActor(entry.actor!.id)}>
              <Trans>Only changes by this person</Trans>
            </Button>
          </DialogFooter>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
