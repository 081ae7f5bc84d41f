import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@atrium/ui';
import { Trans } from '@lingui/react/macro';
import { useBlocker } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The dialog's title and default text in English (the dialog shows them in the active language). */
export const UNSAVED_CHANGES_TITLE = 'Leave without saving?';
export const UNSAVED_CHANGES_DESCRIPTION = 'Your unsaved changes on this page will be lost.';

export interface UnsavedChangesGuard {
  /** True while an in-app navigation waits for Stay or Leave. */
  blocked: boolean;
  /** Keeps the page (and the changes); the navigation is dropped. */
  stay: () => void;
  /** Discards the changes and carries on with the navigation. */
  leave: () => void;
}

/**
 * Guards unsaved changes while `dirty`: an in-app navigation waits for the answer of the in-app
 * dialog ({@link UnsavedChangesDialog}); closing or reloading the tab gets the browser's own
 * prompt (the only thing a page may show on unload).
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const blocker = useBlocker({
    shouldBlockFn: () => true,
    disabled: !dirty,
    enableBeforeUnload: dirty,
    withResolver: true,
  });
  return {
    blocked: blocker.status === 'blocked',
    stay: () => {
      if (blocker.status === 'blocked') blocker.reset();
    },
    leave: () => {
      if (blocker.status === 'blocked') blocker.proceed();
    },
  };
}

export interface UnsavedChangesDialogProps {
  guard: UnsavedChangesGuard;
  /** What will be lost; a generic sentence by default. */
  description?: ReactNode;
}

/** "Leave without saving?" with Stay (the default, focused first) and Leave. */
export function UnsavedChangesDialog({ guard, description }: UnsavedChangesDialogProps) {
  return (
    <Dialog
      open={guard.blocked}
      onOpenChange={(open) => {
        if (!open) guard.stay();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Leave without saving?</Trans>
          </DialogTitle>
          <DialogDescription asChild>
            <div className="grid gap-2 text-sm text-muted-foreground">
              {description ?? (
                <p>
                  <Trans>Your unsaved changes on this page will be lost.</Trans>
                </p>
              )}
            </div>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={guard.stay} autoFocus>
            <Trans>Stay</Trans>
          </Button>
          <Button variant="destructive" onClick={guard.leave}>
            <Trans>Leave</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export interface UnsavedChangesPromptProps {
  /** Whether there is anything to lose. */
  when: boolean;
  description?: ReactNode;
}

/** The guard and its dialog in one element, for a form to render beside itself. */
export function UnsavedChangesPrompt({ when, description }: UnsavedChangesPromptProps) {
  const guard = useUnsavedChangesGuard(when);
  return <UnsavedChangesDialog guard={guard} description={description} />;
}
