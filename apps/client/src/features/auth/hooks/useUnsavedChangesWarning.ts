import { useBlocker } from '@tanstack/react-router';
import { useEffect } from 'react';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

/** Warns before leaving with unsaved changes: closing or reloading the tab, and in-app navigation. */
export function useUnsavedChangesWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  useBlocker({
    shouldBlockFn: () => !window.confirm(UNSAVED_CHANGES_MESSAGE),
    disabled: !dirty,
    enableBeforeUnload: false,
  });
}
