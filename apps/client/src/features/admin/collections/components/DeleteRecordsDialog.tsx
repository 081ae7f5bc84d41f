import { plural as pluralOf } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useFormatters } from '@/features/settings/hooks/useFormatters';
import { nounInSentence } from '../utils/collection-nouns';

/** Names shown before "and N more". */
const LISTED = 5;

/**
 * Asks before deleting selected rows and says what is lost: how many, which (the first few by
 * name), and that rows of other collections pointing to them go too or block the delete.
 */
export function DeleteRecordsDialog({
  open,
  onOpenChange,
  count,
  names,
  noun,
  plural,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  count: number;
  /** Names of the selected rows loaded on this page. */
  names: string[];
  noun: string;
  plural: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  const { t, i18n } = useLingui();
  const { number } = useFormatters();
  const lowerNoun = nounInSentence(noun, i18n.locale);
  const lowerPlural = nounInSentence(plural, i18n.locale);
  const shown = number(count);
  const listed = names.slice(0, LISTED);
  const more = count - listed.length;
  const moreShown = number(more);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`${pluralOf(count, { 1: `Delete this ${lowerNoun}?`, other: `Delete ${shown} ${lowerPlural}?` })}`}
      description={
        <>
          {listed.length > 0 ? (
            <p>
              {listed.map((name, i) => (
                <span key={`${name}-${i}`}>
                  {i > 0 ? ', ' : null}
                  <span className="font-medium text-foreground">{name}</span>
                </span>
              ))}
              {more > 0 ? ` ${t`and ${moreShown} more`}` : null}.
            </p>
          ) : null}
          <p>
            <Plural
              value={count}
              _1="Its values are removed for good. Rows of other collections that point to it are deleted with it or keep the delete from happening, as each relation says. This cannot be undone."
              other="Their values are removed for good. Rows of other collections that point to them are deleted with them or keep the delete from happening, as each relation says. This cannot be undone."
            />
          </p>
        </>
      }
      confirmLabel={t`Delete ${pluralOf(count, { 1: `${lowerNoun}`, other: `${shown} ${lowerPlural}` })}`}
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
