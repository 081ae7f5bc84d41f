import type { SchemaEntry } from '@atrium/schema';
import { Button, Input, Label } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { errorMessage } from '@/lib/mutation-feedback';
import { useDeleteCollection } from '../hooks/useChangeCollection';

/**
 * "Delete collection": drops its table and every row, so the name must be typed to confirm (as
 * GitHub asks before deleting a repository). Refused by the server while another collection has
 * a relation to it, or if the collection changed since it was opened (If-Match); the reason shows.
 */
export function DeleteCollectionDialog({ entry, onDeleted }: { entry: SchemaEntry; onDeleted: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useDeleteCollection(entry.name);
  const name = entry.name;
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setTyped('');
          setProblem(null);
          setOpen(true);
        }}
      >
        <Trash2 aria-hidden="true" />
        <Trans>Delete collection</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Delete the collection "${name}"?`}
        confirmLabel={t`Delete collection`}
        pending={remove.isPending}
        onConfirm={() => {
          if (typed !== entry.name) {
            setProblem(t`Type "${name}" to confirm.`);
            return;
          }
          remove.mutate(entry.version, {
            onSuccess: () => {
              setOpen(false);
              onDeleted();
            },
            onError: (error) => setProblem(errorMessage(error)),
          });
        }}
        description={
          <div className="grid gap-3">
            <p>
              <Trans>
                Its table and every row in it are dropped, and /api/rest/{name} stops answering. Its schema
                versions are kept. This cannot be undone.
              </Trans>
            </p>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-name`}>
                <Trans>Type {name} to confirm</Trans>
              </Label>
              <Input
                id={`${id}-name`}
                value={typed}
                autoComplete="off"
                spellCheck={false}
                onChange={(e) => {
                  setTyped(e.target.value);
                  setProblem(null);
                }}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-problem` : undefined}
              />
              {problem ? (
                <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
                  {problem}
                </p>
              ) : null}
            </div>
          </div>
        }
      />
    </>
  );
}
