import { ConfirmDialog } from '@/components/ConfirmDialog';

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
  const what =
    count === 1 ? `this ${noun.toLowerCase()}` : `${count.toLocaleString()} ${plural.toLowerCase()}`;
  const listed = names.slice(0, LISTED);
  const more = count - listed.length;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${what}?`}
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
              {more > 0 ? ` and ${more.toLocaleString()} more` : null}.
            </p>
          ) : null}
          <p>
            Their values are removed for good. Rows of other collections that point to them are deleted with
            them or keep the delete from happening, as each relation says. This cannot be undone.
          </p>
        </>
      }
      confirmLabel={
        count === 1
          ? `Delete ${noun.toLowerCase()}`
          : `Delete ${count.toLocaleString()} ${plural.toLowerCase()}`
      }
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
