import 'react';

declare module 'react' {
  interface HTMLAttributes<T> {
    /** Element Timing API: reports when this element is painted (used by the start-up benchmark). */
    elementtiming?: string;
  }
}
