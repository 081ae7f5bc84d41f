/**
 * Swagger UI at /api/docs shows the document of whoever is signed in to Atrium in this browser.
 *
 * The document depends on the caller's role (a member's names only the collections they may read,
 * the anonymous one none), but a page load carries no token, so Swagger UI used to show the
 * anonymous document to everyone. These functions go into Swagger UI's options (swagger-ui-init.js,
 * an external script, so the page's CSP needs no inline script); @nestjs/swagger writes a function
 * option out as its source text, so each is self-contained: no imports, no closures, no helpers.
 *
 * - `withSignedInToken` (Swagger UI's `requestInterceptor`: the document's download and "Try it
 *   out") adds `Authorization: Bearer …` to a same-origin request that carries none: the token
 *   given in the Authorize dialog (kept in localStorage `authorized` by `persistAuthorization`),
 *   else the app's own session (localStorage `auth-storage`, the specification's record) while
 *   its access token has not expired. A request to another origin is never given a token.
 * - `reloadDocumentOnAuthorize` (a plugin): authorizing or logging out in the dialog downloads the
 *   document again, as the new caller.
 */

// What the functions use of the page they run in (the server's own code has no DOM types).
declare const window: {
  location: { href: string; origin: string };
  localStorage: { getItem(key: string): string | null };
};
declare const SwaggerUIBundle: { plugins: { DownloadUrl: (system: unknown) => unknown } };

/** The part of a Swagger UI request the interceptor reads and changes. */
export interface SwaggerUiRequest {
  url: string;
  headers: Record<string, string>;
}

export function withSignedInToken(request: SwaggerUiRequest): SwaggerUiRequest {
  try {
    const target = new URL(request.url, window.location.href);
    if (target.origin !== window.location.origin) return request;
    const headers = request.headers || {};
    request.headers = headers;
    for (const name of Object.keys(headers)) {
      const lower = name.toLowerCase();
      if (lower === 'authorization' || lower === 'x-api-key') return request;
    }
    let token: string | null = null;
    const authorized = JSON.parse(window.localStorage.getItem('authorized') || 'null');
    for (const name of Object.keys(authorized || {})) {
      const value = authorized[name] && authorized[name].value;
      const scheme = authorized[name] && authorized[name].schema && authorized[name].schema.scheme;
      if (typeof value === 'string' && value && String(scheme).toLowerCase() === 'bearer') token = value;
    }
    if (!token) {
      const record = JSON.parse(window.localStorage.getItem('auth-storage') || 'null');
      const tokens = record && record.state && record.state.tokens;
      const access = tokens && (tokens.access_token || tokens.accessToken);
      const expires = tokens && (tokens.expires_at || tokens.expiresAt);
      if (typeof access === 'string' && access && (!expires || Number(expires) * 1000 > Date.now())) {
        token = access;
      }
    }
    if (token) headers.Authorization = 'Bearer ' + token;
  } catch {
    // Unreadable storage or URL: the request goes as it was (the anonymous document).
  }
  return request;
}

/** The Swagger UI plugin: the document is downloaded again after Authorize and Logout. */
export function reloadDocumentOnAuthorize() {
  const reload =
    (action: (payload: unknown) => unknown, system: { specActions: { download: () => void } }) =>
    (payload: unknown) => {
      const result = action(payload);
      // After the dialog's state is stored (persistAuthorization writes it synchronously).
      setTimeout(() => system.specActions.download(), 0);
      return result;
    };
  return { statePlugins: { auth: { wrapActions: { authorize: reload, logout: reload } } } };
}

/**
 * Swagger UI's own plugin that downloads the document from its URL: Swagger UI's `plugins` option
 * replaces the default list, so the page names it again.
 */
export function downloadUrl(system: unknown) {
  return SwaggerUIBundle.plugins.DownloadUrl(system);
}

/**
 * Swagger UI options for /api/docs (see above). `filter`: a box that narrows the operations to a
 * tag (the table API's are under `rest`); Swagger UI draws a long document's operations as they
 * are scrolled to, so with many collections finding one by scrolling is slow.
 */
export const swaggerUiSessionOptions = {
  filter: true,
  persistAuthorization: true,
  requestInterceptor: withSignedInToken,
  plugins: [downloadUrl, reloadDocumentOnAuthorize],
};
