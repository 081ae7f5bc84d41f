import { useEffect } from 'react';

/**
 * Sets document.title while the calling page is mounted. `title` is shown as given: callers pass it
 * already in the active language (t`Settings · Atrium`), and a language switch re-renders them with
 * the new text, which this effect then applies.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
