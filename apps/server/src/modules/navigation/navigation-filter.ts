/**
 * The menu filter lives in libs/schema (navigation/navigation-filter.ts) so the builder's draft
 * preview on the client runs the very function GET /navigation and /navigation/preview run here.
 * Re-exported for the service and tools/bench/navigation.mjs.
 */
export { filterNavigation, navigationRoleSees as roleSees } from '@atrium/schema';
