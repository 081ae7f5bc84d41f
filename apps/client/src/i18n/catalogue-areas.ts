/**
 * The interface's messages come in catalogues per language and area, so none is large (≤ 15 kB
 * gzip, `npm run bench`) and each is fetched only when needed: `core` (everything a visitor or
 * member sees first: sign-in, the shell, settings, libs/ui) at start, `workspace` (zones, hubs,
 * modules, the home page), `dashboards` (a dashboard's page: its designer and widgets), `admin`
 * (the admin screens), `collections` (the schema builder and the collections admin), `forms` (the
 * form builder and a form's submissions), `themes` (the themes admin) and `apikeys` (the API keys
 * admin) with their first page. A page's area comes from its folder; a module lands in the
 * catalogue of the lowest area that imports it (see `i18n-areas.ts`, which lingui.config.ts uses),
 * so a page never renders a message its loaded catalogues lack. Opening a page of an area loads
 * that area's catalogue and every lower one.
 */
export const CATALOGUE_AREAS = [
  'core',
  'workspace',
  'dashboards',
  'admin',
  'collections',
  'forms',
  'themes',
  'apikeys',
] as const;
export type CatalogueArea = (typeof CATALOGUE_AREAS)[number];

const WORKSPACE = [
  // `audit`: the audit list's pieces, shared by a zone's Activity and the admin Audit log.
  /^features\/(zones|hubs|modules|invitations|schema-ui|audit)\//,
  /^pages\/zones\//,
  /^pages\/(ZonesPage|DashboardPage|MembersSettingsPage|AcceptInvitationPage)\.tsx$/,
];
// A dashboard's page; what the home page or a zone's overview shows of dashboards moves down to
// `workspace` with them (i18n-areas.ts).
const DASHBOARDS = [/^features\/dashboards\//, /^pages\/zones\/DashboardViewPage\.tsx$/];
const ADMIN = [/^features\/admin\//, /^pages\/admin\//];
const COLLECTIONS = [/^features\/admin\/collections\//, /^pages\/admin\/AdminCollectionsPage\.tsx$/];
const FORMS = [/^features\/admin\/forms\//, /^pages\/admin\/AdminFormsPage\.tsx$/];
const THEMES = [/^features\/admin\/themes\//, /^pages\/admin\/AdminThemesPage\.tsx$/];
const API_KEYS = [/^features\/admin\/api-keys\//, /^pages\/admin\/AdminApiKeysPage\.tsx$/];

/** The area of a module by its folder; `path` is relative to apps/client/src (with extension). */
export function folderArea(path: string): CatalogueArea {
  if (API_KEYS.some((rule) => rule.test(path))) return 'apikeys';
  if (THEMES.some((rule) => rule.test(path))) return 'themes';
  if (FORMS.some((rule) => rule.test(path))) return 'forms';
  if (COLLECTIONS.some((rule) => rule.test(path))) return 'collections';
  if (ADMIN.some((rule) => rule.test(path))) return 'admin';
  if (DASHBOARDS.some((rule) => rule.test(path))) return 'dashboards';
  if (WORKSPACE.some((rule) => rule.test(path))) return 'workspace';
  return 'core';
}
