import { describe, expect, it } from 'vitest';
import { navigationLinkProblem } from '../navigation/navigation-item.js';
import { httpUrlSchema, parseModuleConfig } from '../zones/module-registry.js';
import { dashboardWidgetSchema, widgetLinkUrlSchema } from '../zones/dashboard-layout.js';
import { linkProblem } from './link.js';

const NO_USER_NAME = 'Link URL must be http(s)://host[:port][/path], with no user name';
const PATH_SEGMENTS = 'Link path must not contain "//", "." or ".." segments, or encoded slashes';

describe('linkProblem', () => {
  it.each([
    '/dashboard',
    '/',
    '/zones/abc?tab=hubs#top',
    'https://example.com/docs',
    'http://localhost:3000/docs?q=1#top',
    'https://[::1]:8443/',
    'HTTPS://EXAMPLE.COM',
    '/docs/v1.2/..notes',
    '/search?next=//x#a//b',
  ])('accepts %s', (link) => {
    expect(linkProblem(link)).toBeNull();
  });

  it.each([
    ['https://user:pw@evil.com', NO_USER_NAME],
    ['https://atrium.local@evil.com/', NO_USER_NAME],
    ['https://user@evil.com', NO_USER_NAME],
    ['https://evil.example:99999/', 'Link URL must have a valid host and a port from 0 to 65535'],
    ['https://[1:2]/', 'Link URL must have a valid host and a port from 0 to 65535'],
    ['https://', NO_USER_NAME],
    ['https:example.com', NO_USER_NAME],
    [
      'javascript:alert(1)',
      'Link must be a path starting with "/" or an http(s) URL, not a "javascript:" URL',
    ],
    ['data:text/html,hi', 'Link must be a path starting with "/" or an http(s) URL, not a "data:" URL'],
    ['example.com', 'Link must be a path starting with "/" or an http(s) URL'],
    ['//evil.example', 'Link must be a path on this site ("/…") or an http(s) URL, not "//…"'],
    ['/\\evil.example', 'Link must not contain "\\"'],
    ['/./..//evil.example/a', PATH_SEGMENTS],
    ['/a//evil.example', PATH_SEGMENTS],
    ['/%2F%2Fevil.example', PATH_SEGMENTS],
    ['/%5cevil.example', PATH_SEGMENTS],
    ['/zones/../admin', PATH_SEGMENTS],
    ['/zones/%2E%2e/admin', PATH_SEGMENTS],
    ['/./dashboard', PATH_SEGMENTS],
    ['https://exa mple.com', 'Link must not contain spaces or control characters'],
    ['https://evil.example/\u202Emoc.knab', 'Link must not contain spaces or control characters'],
    ['/dashboard\u2066', 'Link must not contain spaces or control characters'],
    ['', 'Link must not be empty'],
    ['/' + 'a'.repeat(2048), 'Link must be at most 2048 characters'],
  ])('refuses %j: %s', (link, message) => {
    expect(linkProblem(link)).toBe(message);
  });

  it.each([
    ['/zones', 'Link must be an http(s) URL'],
    ['//evil.example', 'Link must be an http(s) URL'],
    ['ftp://example.com', 'Link must be an http(s) URL, not a "ftp:" URL'],
    ['https://user:pw@evil.com', NO_USER_NAME],
  ])('without paths, refuses %j: %s', (link, message) => {
    expect(linkProblem(link, { paths: false })).toBe(message);
  });
});

/** Every place a user types a link gives the same answer, because it asks the same function. */
describe('one link rule for navigation, link modules and Links widgets', () => {
  const widgetUrl = (url: string) =>
    dashboardWidgetSchema.safeParse({
      id: 'w',
      type: 'links',
      x: 0,
      y: 0,
      w: 4,
      h: 2,
      config: { links: [{ label: 'L', url }] },
    });
  const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.success ? null : r.error!.issues[0].message;

  it.each([
    'https://user:pw@evil.com',
    'https://atrium.local@evil.com/',
    'javascript:alert(1)',
    'https://',
    'https://exa mple.com',
    'file:///etc/passwd',
  ])('%j: refused with the navigation message everywhere', (url) => {
    const message = navigationLinkProblem(url);
    expect(message).not.toBeNull();
    expect(firstMessage(widgetLinkUrlSchema.safeParse(url))).toBe(message);
    expect(firstMessage(widgetUrl(url))).toBe(message);
    // A link module takes http(s) URLs only: the same rule, without paths.
    expect(firstMessage(httpUrlSchema.safeParse(url))).toBe(linkProblem(url, { paths: false }));
    expect(parseModuleConfig('link', { url })).toMatchObject({
      success: false,
      issues: [{ path: ['config', 'url'], message: linkProblem(url, { paths: false }) }],
    });
  });

  it('trims the spaces around a typed module or widget link, and keeps the rule', () => {
    expect(widgetLinkUrlSchema.parse('  /settings  ')).toBe('/settings');
    expect(httpUrlSchema.parse(' https://example.com/a ')).toBe('https://example.com/a');
    expect(firstMessage(httpUrlSchema.safeParse('  https://user:pw@evil.com '))).toBe(NO_USER_NAME);
  });
});
