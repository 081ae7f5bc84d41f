import { useSyncExternalStore, type ReactElement, type ReactNode } from 'react';

/** The specification's toast constants (§9). */
export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_HOTKEY: readonly string[] = Object.freeze(['F8']);

export const TOAST_VARIANTS = ['default', 'destructive', 'success', 'warning', 'info'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** An element (a ToastAction) shown beside the text. */
  action?: ReactElement;
  /** Milliseconds before it closes by itself (default 5000; Infinity keeps it open). */
  duration?: number;
}

/** A toast in the store: added open, closed on dismissal or timeout, removed later. */
export interface ToastRecord extends ToastOptions {
  id: string;
  open: boolean;
  variant: ToastVariant;
}

type Listener = () => void;

let toasts: readonly ToastRecord[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: readonly ToastRecord[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or every toast without an id. Closed toasts are removed after the removal delay. */
export function dismissToast(id?: string): void {
  const closing = toasts.filter((t) => (id === undefined || t.id === id) && t.open);
  if (closing.length === 0) return;
  for (const t of closing) scheduleRemoval(t.id);
  emit(toasts.map((t) => (closing.includes(t) ? { ...t, open: false } : t)));
}

function updateToast(id: string, patch: ToastOptions): void {
  emit(toasts.map((t) => (t.id === id ? { ...t, ...patch, variant: patch.variant ?? t.variant } : t)));
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (patch: ToastOptions) => void;
}

/**
 * Shows a toast (newest first, at most {@link TOAST_LIMIT} kept). Needs a `<Toaster />`
 * mounted somewhere to be seen.
 */
export function toast(options: ToastOptions): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const record: ToastRecord = { ...options, id, open: true, variant: options.variant ?? 'default' };
  const kept = [record, ...toasts].slice(0, TOAST_LIMIT);
  for (const dropped of toasts.filter((t) => !kept.includes(t))) {
    clearTimeout(removalTimers.get(dropped.id));
    removalTimers.delete(dropped.id);
  }
  emit(kept);
  return { id, dismiss: () => dismissToast(id), update: (patch) => updateToast(id, patch) };
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): readonly ToastRecord[] {
  return toasts;
}

/** The current toasts (re-renders on change). */
export function useToasts(): readonly ToastRecord[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Clears the store and its timers (tests). */
export function resetToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  emit([]);
}
