import { can, type ZoneRole } from '@atrium/schema';

/** What the UI offers for a zone role (libs/schema's matrix; the server decides again). */
export interface ZoneAbilities {
  editZone: boolean;
  deleteZone: boolean;
  manageMembers: boolean;
  createHub: boolean;
  editHub: boolean;
  editContent: boolean;
  /** module:update — edit a module's name, config and active state. */
  editModules: boolean;
  /** module:delete */
  deleteModules: boolean;
  editDashboards: boolean;
}

export function zoneAbilities(
  role: ZoneRole | null | undefined,
  opts: { platformAdmin?: boolean; archived?: boolean } = {},
): ZoneAbilities {
  const admin = opts.platformAdmin === true;
  const writable = !opts.archived;
  const allow = (resource: Parameters<typeof can>[1], action: Parameters<typeof can>[2]) =>
    admin || can(role, resource, action);
  return {
    editZone: allow('zone', 'update'),
    deleteZone: allow('zone', 'delete'),
    manageMembers: allow('zone', 'manage_members'),
    createHub: writable && allow('hub', 'create'),
    editHub: writable && allow('hub', 'update'),
    editContent: writable && allow('module', 'create'),
    editModules: writable && allow('module', 'update'),
    deleteModules: writable && allow('module', 'delete'),
    editDashboards: writable && allow('dashboard', 'update'),
  };
}
