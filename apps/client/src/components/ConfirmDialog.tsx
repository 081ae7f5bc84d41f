import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What will be lost. */
  description: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  /**
   * Where the focus goes on close when the control that opened the dialog is gone (a deleted
   * row's button, a toolbar that left with the selection). Without it, the page's main region.
   */
  returnFocus?: () => HTMLElement | null;
}

/**
 * After the dialog has handed the focus back (to its opener): when that opener was removed by what
 * the dialog did, the focus would sit on <body> and a keyboard user restart from the top.
 */
function keepFocusInPage(fallback?: () => HTMLElement | null): void {
  requestAnimationFrame(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    const target = fallback?.() ?? document.getElementById('main-content');
    target?.focus();
  });
}

/**
 * Asks before a destructive action (deleting a zone, signing out everywhere…) and says what will be
 * lost. The one confirm dialog of the client: while the action runs it stays open and shows it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending = false,
  onConfirm,
  returnFocus,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent onCloseAutoFocus={() => keepFocusInPage(returnFocus)}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription asChild>
            <div className="grid gap-2 text-sm text-muted-foreground">{description}</div>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <Button variant="destructive" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Closing something that holds changes (a panel, a dialog's draft): at once while `dirty` is
 * false, else after a ConfirmDialog says what will be lost. Render `prompt` beside the dialog;
 * send its Cancel, Esc and outside clicks to `requestClose`.
 */
export function useDiscardGuard({
  dirty,
  close,
  ...texts
}: Pick<ConfirmDialogProps, 'title' | 'description' | 'confirmLabel'> & {
  dirty: boolean;
  close: () => void;
}): { requestClose: () => void; prompt: ReactNode } {
  const [asking, setAsking] = useState(false);
  const prompt = (
    <ConfirmDialog
      open={asking}
      onOpenChange={setAsking}
      {...texts}
      onConfirm={() => {
        setAsking(false);
        close();
      }}
    />
  );
  return { requestClose: () => (dirty ? setAsking(true) : close()), prompt };
}

/** {@link useDiscardGuard} for a form's typed changes: the same question and button everywhere. */
export function useUnsavedFormGuard({
  dirty,
  close,
  description,
}: {
  dirty: boolean;
  close: () => void;
  /** Whose changes are lost ("The changes you made to this route…"). */
  description: ReactNode;
}) {
  const { t } = useLingui();
  return useDiscardGuard({
    dirty,
    close,
    title: t`Discard unsaved changes?`,
    description,
    confirmLabel: t`Discard changes`,
  });
}
