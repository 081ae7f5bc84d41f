import { useState } from 'react';

const PREFIX = 'atrium-dismissed:';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Whether `key` was dismissed less than `forMs` ago (stored as the dismissal's time). */
export function isDismissed(key: string, forMs: number, now = Date.now()): boolean {
  const at = Number(storage()?.getItem(PREFIX + key) ?? NaN);
  return Number.isFinite(at) && at <= now && now - at < forMs;
}

/**
 * A notice the user closed stays closed on this device across reloads and sign-ins for `forMs`
 * (then it may come back, if it still applies). Keys should name the account, so another person
 * on the same browser still sees their own notices. Without storage it lasts until the page closes.
 */
export function useDismissal(key: string, forMs: number): [boolean, () => void] {
  const [dismissed, setDismissed] = useState(() => isDismissed(key, forMs));
  const dismiss = () => {
    setDismissed(true);
    try {
      storage()?.setItem(PREFIX + key, String(Date.now()));
    } catch {
      // storage full or disabled: dismissed until the page closes
    }
  };
  return [dismissed, dismiss];
}
