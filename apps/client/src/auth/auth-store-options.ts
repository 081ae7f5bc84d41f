import { AUTH_CHANNEL_NAME, REFRESH_LOCK_NAME } from './auth-constants';
import type { AuthLogger, AuthStoreOptions } from './auth-store-types';

export type ResolvedAuthStoreOptions = Required<Omit<AuthStoreOptions, 'channel' | 'target'>> & {
  channel: AuthStoreOptions['channel'];
  target: Window | null;
};

const noop = () => {};
const silentLogger: AuthLogger = { debug: noop, info: noop, warn: noop, error: noop };

/** One tab at a time spends the shared refresh token (Web Locks; without them, no lock). */
function browserLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(REFRESH_LOCK_NAME, task) : task();
}

function openChannel(): AuthStoreOptions['channel'] {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(AUTH_CHANNEL_NAME) : null;
}

/** The store's options with the browser's defaults filled in (storage, window, timers, redirect). */
export function resolveAuthStoreOptions(options: AuthStoreOptions): ResolvedAuthStoreOptions {
  const hasWindow = typeof window !== 'undefined';
  const pick = <T>(value: T | undefined, fallback: () => T): T => (value === undefined ? fallback() : value);
  return {
    api: options.api,
    storage: pick(options.storage, () => (hasWindow ? window.localStorage : null)),
    sessionStorage: pick(options.sessionStorage, () => (hasWindow ? window.sessionStorage : null)),
    target: pick(options.target, () => (hasWindow ? window : null)),
    now: options.now ?? Date.now,
    logger: options.logger ?? silentLogger,
    clearQueryCache: options.clearQueryCache ?? noop,
    clearCookies: options.clearCookies ?? noop,
    loginPath: options.loginPath ?? (() => '/login'),
    currentPath: options.currentPath ?? (() => (hasWindow ? window.location.pathname : '/')),
    redirect: options.redirect ?? ((href) => window.location.replace(href)),
    withRefreshLock: options.withRefreshLock ?? browserLock,
    channel: pick(options.channel, openChannel),
  };
}
