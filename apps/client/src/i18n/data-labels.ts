import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Text that Atrium's seeds store as data — the menu's titles and descriptions — shown in the
 * reader's language while it is still the seeded English. Text an admin typed is shown as typed
 * (as Directus and Strapi do with user-entered labels). `data-labels.test.ts` keeps this list in
 * step with `seeds/navigation.json`, the route titles of `seeds/routes.json` and the public
 * navigation's labels (the capitalised names of the routes home, features, pricing, about and
 * contact).
 */
const SEEDED_TEXT: Readonly<Record<string, MessageDescriptor>> = {
  Dashboard: msg`Dashboard`,
  'Your overview': msg`Your overview`,
  Zones: msg`Zones`,
  'The workspaces you belong to': msg`The workspaces you belong to`,
  Settings: msg`Settings`,
  Profile: msg`Profile`,
  Preferences: msg`Preferences`,
  Security: msg`Security`,
  Members: msg`Members`,
  Admin: msg`Admin`,
  'Platform administration': msg`Platform administration`,
  Users: msg`Users`,
  Collections: msg`Collections`,
  Routes: msg`Routes`,
  Navigation: msg`Navigation`,
  'The visual navigation builder': msg`The visual navigation builder`,
  'Audit log': msg`Audit log`,
  'What admins changed': msg`What admins changed`,
  Forms: msg`Forms`,
  'Build forms and read their answers': msg`Build forms and read their answers`,
  'API keys': msg`API keys`,
  'Keys for scripts and integrations': msg`Keys for scripts and integrations`,
  Themes: msg`Themes`,
  'Brand colour, radius and font': msg`Brand colour, radius and font`,
  // Breadcrumbs of the signed-in pages named by their seeded route (not_found, unauthorized), and
  // of a zone, hub or module whose name is not loaded (zone_dashboard → "Zone 3f1c2b7e…").
  'Not found': msg`Not found`,
  Unauthorized: msg`Access denied`,
  Zone: msg`Zone`,
  Hub: msg`Hub`,
  Module: msg`Module`,
  // A form's submissions (admin_form_submissions under admin_form).
  Submissions: msg`Submissions`,
  // The public navigation's labels (capitalised route names).
  Home: msg`Home`,
  Features: msg`Features`,
  Pricing: msg`Pricing`,
  About: msg`About`,
  Contact: msg`Contact`,
};

/** `text` in the active language when it is seeded text; otherwise `text` itself. */
export function translateDataText(i18n: I18n, text: string): string;
export function translateDataText(i18n: I18n, text: string | null | undefined): string | null | undefined;
export function translateDataText(i18n: I18n, text: string | null | undefined) {
  if (!text) return text;
  const descriptor = Object.hasOwn(SEEDED_TEXT, text) ? SEEDED_TEXT[text] : undefined;
  return descriptor ? i18n._(descriptor) : text;
}

/** The seeded texts this module translates (for its test). */
export const SEEDED_TEXTS: readonly string[] = Object.keys(SEEDED_TEXT);
