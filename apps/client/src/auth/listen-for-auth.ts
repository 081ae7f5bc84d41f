import { AUTH_LOGOUT_EVENT } from '../api/http';

export interface AuthWindowHandlers {
  storage: (event: StorageEvent) => void;
  /** 401/403 from the API client. */
  logout: () => void;
  /** The window got focus or the tab became visible. */
  focus: () => void;
  /** A key, click, wheel or touch: the idle timer starts again. */
  activity: () => void;
  channelMessage: (event: MessageEvent) => void;
}

/** Wires the auth store to the window and the other tabs; returns the function that unwires it. */
export function listenForAuth(
  target: Window | null,
  channel: Pick<BroadcastChannel, 'addEventListener' | 'close'> | null | undefined,
  handlers: AuthWindowHandlers,
): () => void {
  const detach: (() => void)[] = [];
  if (target) {
    const on = (type: string, handler: EventListener, passive = false) => {
      target.addEventListener(type, handler, passive ? { passive: true, capture: true } : undefined);
      detach.push(() => target.removeEventListener(type, handler, passive ? { capture: true } : undefined));
    };
    on('storage', handlers.storage as EventListener);
    on(AUTH_LOGOUT_EVENT, handlers.logout);
    on('focus', handlers.focus);
    for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart']) on(type, handlers.activity, true);
    const doc = target.document;
    if (doc) {
      const onVisible = () => {
        if (doc.visibilityState === 'visible') handlers.focus();
      };
      doc.addEventListener('visibilitychange', onVisible);
      detach.push(() => doc.removeEventListener('visibilitychange', onVisible));
    }
  }
  if (channel) {
    channel.addEventListener('message', handlers.channelMessage);
    detach.push(() => channel.close());
  }
  return () => {
    for (const off of detach.splice(0)) off();
  };
}
