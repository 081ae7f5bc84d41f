/**
 * The interface's messages come in five catalogues per language, so none is large (≤ 15 kB gzip,
 * `npm run bench`) and each is fetched only when needed: `core` (everything a visitor or member
 * sees first: sign-in, the shell, settings, libs/ui) at start, `workspace` (zones, hubs, modules,
 * the home page), `dashboards` (a dashboard's page: its designer and widgets), `admin` (the admin
 * screens) and `collections` (the schema builder and the collections admin) and `forms` (the form builder and a form's
 * submissions) with their first page. A page's area comes from its folder; a module
 * lands in the catalogue of the lowest area that imports it (see `i18n-areas.ts`, which
 * lingui.config.ts uses), so a page never renders a message its loaded catalogues lack.
 * Opening a page of an area loads that area's catalogue and every lower one.
 */
export const CATALOGUE_AREAS = ['core', 'workspace', 'dashboards', 'admin', 'collections', 'forms'] as const;
export type CatalogueArea = (typeof CATALOGUE_AREAS)[number];

const WORKSPACE = [
  /^features\/(zones|hubs|modules|invitations|schema-ui)\//,
  /^pages\/zones\//,
  /^pages\/(ZonesPage|DashboardPage|MembersSettingsPage|AcceptInvitationPage)\.tsx$/,
];
// A dashboard's page; what the home page or a zone's overview shows of dashboards moves down to
// `workspace` with them (i18n-areas.ts).
const DASHBOARDS = [/^features\/dashboards\//, /^pages\/zones\/DashboardViewPage\.tsx$/];
const ADMIN = [/^features\/admin\//, /^pages\/admin\//];
const COLLECTIONS = [/^features\/admin\/collections\//, /^pages\/admin\/AdminCollectionsPage\.tsx$/];
const FORMS = [/^features\/admin\/forms\//, /^pages\/admin\/AdminFormsPage\.tsx$/];

/** The area of a module by its folder; `path` is relative to apps/client/src (with extension). */
export function folderArea(path: string): CatalogueArea {
  if (FORMS.some((rule) => rule.test(path))) return 'forms';
  if (COLLECTIONS.some((rule) => rule.test(path))) return 'collections';
  if (ADMIN.some((rule) => rule.test(path))) return 'admin';
  if (DASHBOARDS.some((rule) => rule.test(path))) return 'dashboards';
  if (WORKSPACE.some((rule) => rule.test(path))) return 'workspace';
  return 'core';
}
