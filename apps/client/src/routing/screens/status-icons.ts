// The icons of the screens that are part of the first chunk (a page that failed to load, an
// unexpected error). Loaded when such a screen first shows (lazy-status-icon.tsx), so lucide's
// runtime is not in the first chunk's budget (issue 13: initial JS ≤ 150 kB gzip).
export { Bug, RefreshCw, RotateCcw, WifiOff } from 'lucide-react';
