import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

/** How long after a navigation a new page title is still its announcement (pages load lazily). */
const ANNOUNCE_WINDOW_MS = 5000;

/** How long after a navigation focus falling to nothing is put in the page (a closing palette). */
const FOCUS_WINDOW_MS = 1000;

/** Moves the focus to the main content when it is on nothing. */
function focusPageIfLost(): void {
  const active = document.activeElement;
  if (!active || active === document.body) {
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }
}

/**
 * What a full page load gives for free and a client-side navigation does not (WCAG 2.4.3, 4.1.3):
 * after the path changes, the new page's title is said in a polite live region once the page has
 * set it, and when the focus was left on nothing (the link or menu item that was used is gone)
 * it moves to the main content, so Tab goes on from the new page, not from the top.
 */
export function RouteAnnouncer() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [message, setMessage] = useState('');
  const navigatedAt = useRef<number | null>(null);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    navigatedAt.current = Date.now();
    const before = document.title;
    // After this render's effects (the page's own title and focus moves) have run.
    const timer = window.setTimeout(() => {
      focusPageIfLost();
      if (document.title !== before) {
        navigatedAt.current = null;
        setMessage(document.title);
      }
    }, 0);
    // What closes as the page changes (the command palette, a menu) may drop the focus a moment
    // later: put it in the page then too.
    const until = Date.now() + FOCUS_WINDOW_MS;
    const onFocusOut = () => {
      if (Date.now() < until) window.setTimeout(focusPageIfLost, 0);
    };
    document.addEventListener('focusout', onFocusOut);
    const stop = window.setTimeout(
      () => document.removeEventListener('focusout', onFocusOut),
      FOCUS_WINDOW_MS,
    );
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(stop);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, [pathname]);

  // A page that loads first sets its title later: announce it then, if it is soon enough.
  useEffect(() => {
    const title = document.querySelector('title');
    if (!title || typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(() => {
      const at = navigatedAt.current;
      if (at === null || Date.now() - at > ANNOUNCE_WINDOW_MS) return;
      navigatedAt.current = null;
      setMessage(document.title);
    });
    observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="sr-only"
      data-testid="route-announcer"
    >
      {message}
    </div>
  );
}
