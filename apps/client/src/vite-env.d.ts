/// <reference types="vite/client" />

/** The client's version, from apps/client/package.json (injected by Vite's `define`). */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** Overrides the API prefix (default `/api`). */
  readonly VITE_API_BASE_URL?: string;
}
