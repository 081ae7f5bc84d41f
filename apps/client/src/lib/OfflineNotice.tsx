import { toast, type ToastHandle } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';
import { onlineManager } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Says so while the browser is offline. TanStack Query pauses queries and mutations then (they
 * carry on when the connection is back), so without a word a page stayed a skeleton and a Save
 * button spun with nothing to explain either. One warning that stays while offline; once back,
 * it closes and a short 'Back online' follows.
 */
export function OfflineNotice(): null {
  const { t } = useLingui();
  useEffect(() => {
    let notice: ToastHandle | null = null;
    const sync = (online: boolean) => {
      if (!online && !notice) {
        notice = toast({
          variant: 'warning',
          title: t`You are offline`,
          description: t`Pages load and changes are saved once the connection is back.`,
          duration: Number.POSITIVE_INFINITY,
        });
      } else if (online && notice) {
        notice.dismiss();
        notice = null;
        toast({ variant: 'success', title: t`Back online` });
      }
    };
    sync(onlineManager.isOnline());
    const unsubscribe = onlineManager.subscribe(sync);
    return () => {
      unsubscribe();
      notice?.dismiss();
    };
  }, [t]);
  return null;
}
