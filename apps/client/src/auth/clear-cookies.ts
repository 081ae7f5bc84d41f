/**
 * Expires every cookie this page can see (sign-out clears cookies, specification §4), on the
 * current path and its parents, with and without the host's parent domains. HttpOnly cookies
 * are the server's to clear.
 */
export function clearCookies(doc: Document = document): void {
  const cookies = doc.cookie ? doc.cookie.split(';') : [];
  if (cookies.length === 0) return;
  const host = doc.location?.hostname ?? '';
  const domains = [''];
  const labels = host.split('.');
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie attribute
  for (let i = 0; i < labels.length - 1; i++) domains.push(`; domain=.${labels.slice(i).join('.')}`);
  const segments = (doc.location?.pathname ?? '/').split('/').filter(Boolean);
  const paths = ['/'];
  for (let i = 1; i <= segments.length; i++) paths.push(`/${segments.slice(0, i).join('/')}`);
  for (const cookie of cookies) {
    const name = cookie.split('=')[0]?.trim();
    if (!name) continue;
    for (const domain of domains) {
      for (const path of paths)
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie string
        doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}${domain}`;
    }
  }
}
