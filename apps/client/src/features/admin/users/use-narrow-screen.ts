import { useSyncExternalStore } from 'react';

/** Below Tailwind's `sm` breakpoint: a phone held upright. */
const NARROW_QUERY = '(max-width: 639px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches;
}

/** True while the viewport is narrower than 640 px (follows rotation and resizing). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
