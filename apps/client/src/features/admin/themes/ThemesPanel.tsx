import type { Theme } from '@atrium/schema';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Badge,
  Button,
  Card,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  EmptyState,
  Skeleton,
} from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Palette, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { CancelButton } from '@/components/form/CancelButton';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { ThemeEditorDialog, type ThemeDraft } from './ThemeEditorDialog';
import { useThemeMutations, useThemes } from './use-themes';

function Swatch({ colour }: { colour: string }) {
  return (
    <span
      className="inline-block size-5 rounded-full border"
      style={{ backgroundColor: colour }}
      aria-hidden="true"
    />
  );
}

/** One theme: its swatches, whether it is active, and what can be done with it. */
function ThemeRow({ theme, onEdit, onDelete }: { theme: Theme; onEdit: () => void; onDelete: () => void }) {
  const { t } = useLingui();
  const { activate } = useThemeMutations();
  const label = theme.label;
  const onActivate = () =>
    activate.mutate(theme.id, {
      onSuccess: () => toastSuccess(t`Theme ${label} is now active`),
      onError: (error) => toastFailure(t`Could not activate the theme`, error),
    });
  return (
    <li>
      <Card
        className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center"
        data-testid={`theme-${theme.name}`}
      >
        <div className="flex shrink-0 gap-1" aria-hidden="true">
          <Swatch colour={theme.tokens.light.primary} />
          <Swatch colour={theme.tokens.dark.primary} />
        </div>
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className="truncate">{theme.label}</span>
            {theme.is_active ? <Badge variant="success">{t`Active`}</Badge> : null}
          </p>
          <p className="truncate font-mono text-xs text-muted-foreground">{theme.name}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={t`Edit ${label}`}>
            <Trans>Edit</Trans>
          </Button>
          {theme.is_active ? null : (
            <>
              <Button
                size="sm"
                onClick={onActivate}
                loading={activate.isPending}
                aria-label={t`Activate ${label}`}
              >
                <Trans>Activate</Trans>
              </Button>
              <Button variant="outline" size="sm" onClick={onDelete} aria-label={t`Delete ${label}`}>
                <Trans>Delete</Trans>
              </Button>
            </>
          )}
        </div>
      </Card>
    </li>
  );
}

function DeleteThemeDialog({ theme, onClose }: { theme: Theme; onClose: () => void }) {
  const { t } = useLingui();
  const { remove } = useThemeMutations();
  const label = theme.label;
  const onConfirm = () =>
    remove.mutate(theme.id, {
      onSuccess: () => {
        toastSuccess(t`Theme ${label} deleted`);
        onClose();
      },
      onError: (error) => toastFailure(t`Could not delete the theme`, error),
    });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Delete the theme {label}?</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Its colours, radius and font are lost.</Trans>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <CancelButton onClick={onClose} disabled={remove.isPending} />
          <Button variant="destructive" onClick={onConfirm} loading={remove.isPending}>
            <Trans>Delete theme</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Administration → Themes: every theme, the active one first; create and edit them in a dialog
 * with a live preview, activate one for everyone, delete the others (the active one cannot be).
 * `header` places the "New theme" button (the page puts it beside its title).
 */
export function ThemesPanel({
  header = (action) => <div className="flex justify-end">{action}</div>,
}: {
  header?: (action: ReactNode) => ReactNode;
}) {
  const { t } = useLingui();
  const themes = useThemes();
  const { create, update } = useThemeMutations();
  const [editing, setEditing] = useState<Theme | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Theme | null>(null);

  const save = async (draft: ThemeDraft) => {
    const label = draft.label;
    if (editing === 'new') {
      await create.mutateAsync(draft);
      toastSuccess(t`Theme ${label} created`);
    } else if (editing) {
      await update.mutateAsync({ id: editing.id, patch: draft });
      toastSuccess(t`Theme ${label} saved`);
    }
  };

  let body;
  if (themes.isPending) {
    body = (
      <div className="grid gap-3" aria-busy="true">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  } else if (themes.isError) {
    body = (
      <Alert variant="destructive">
        <AlertTitle>
          <Trans>Could not load the themes</Trans>
        </AlertTitle>
        <AlertDescription>
          <Button variant="outline" size="sm" onClick={() => void themes.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else if (themes.data.length === 0) {
    body = (
      <EmptyState
        icon={<Palette />}
        title={t`No themes yet`}
        description={t`Everyone sees the built-in look.`}
      />
    );
  } else {
    body = (
      <ul className="grid gap-3" aria-label={t`Themes`}>
        {themes.data.map((theme) => (
          <ThemeRow
            key={theme.id}
            theme={theme}
            onEdit={() => setEditing(theme)}
            onDelete={() => setDeleting(theme)}
          />
        ))}
      </ul>
    );
  }

  return (
    <>
      {header(
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          <Trans>New theme</Trans>
        </Button>,
      )}
      <section className="grid gap-4">
        {body}
        {editing ? (
          <ThemeEditorDialog
            key={editing === 'new' ? 'new' : editing.id}
            theme={editing === 'new' ? null : editing}
            open
            onOpenChange={(open) => (open ? undefined : setEditing(null))}
            save={save}
          />
        ) : null}
        {deleting ? <DeleteThemeDialog theme={deleting} onClose={() => setDeleting(null)} /> : null}
      </section>
    </>
  );
}
