import { msg, plural } from '@lingui/core/macro';
import {
  ARCHIVED_ZONE_ACCEPT_MESSAGE,
  ARCHIVED_ZONE_INVITE_MESSAGE,
  DASHBOARD_GRID,
  FORM_DATA_MAX_BYTES,
  LAST_OWNER_MESSAGE,
  OWNER_CHANGE_MESSAGE,
  OWNER_GRANT_MESSAGE,
} from '@atrium/schema';
import { registerServerMessages } from '@/lib/server-messages';

/**
 * The workspace's server messages (zones, members, invitations, hubs, modules, dashboards), in
 * the reader's language: loaded with the workspace catalogue (see `registerServerMessages`).
 * `server-messages.test.ts` checks the English keys against the server's and libs/schema's texts.
 */
/* eslint-disable lingui/no-unlocalized-strings -- the keys are the API's English messages, looked up, never shown */
export const WORKSPACE_SERVER_MESSAGES = {
  'Zone not found': msg`Zone not found`,
  'Hub not found': msg`Hub not found`,
  'Module not found': msg`Module not found`,
  'Dashboard not found': msg`Dashboard not found`,
  'This dashboard was changed by someone else since you opened it. Reload to see their change.': msg`This dashboard was changed by someone else since you opened it. Reload to see their change.`,
  'Member not found': msg`Member not found`,
  'Invitation not found': msg`Invitation not found`,
  'Invalid zone id': msg`Invalid zone id`,
  'Invalid hub id': msg`Invalid hub id`,
  'Access check failed': msg`Access check failed`,
  'Only platform admins can list all zones': msg`Only platform admins can list all zones`,
  'Only zone owners and admins can list inactive hubs': msg`Only zone owners and admins can list inactive hubs`,
  'Only members who may edit modules can list inactive ones': msg`Only members who may edit modules can list inactive ones`,
  'You are not a member of this zone': msg`You are not a member of this zone`,
  'This user is already a member of this zone': msg`This user is already a member of this zone`,
  [LAST_OWNER_MESSAGE]: msg`A zone must keep at least one owner: make another member an owner first`,
  [OWNER_GRANT_MESSAGE]: msg`Only owners can grant the owner role`,
  [OWNER_CHANGE_MESSAGE]: msg`Only owners can change or remove an owner`,
  'An invitation to this address is already pending': msg`An invitation to this address is already pending`,
  'This invitation has expired: ask for a new one': msg`This invitation has expired: ask for a new one`,
  'This invitation has already been accepted': msg`This invitation has already been accepted`,
  'This invitation was declined': msg`This invitation was declined`,
  'This invitation was revoked': msg`This invitation was revoked`,
  'This invitation is no longer valid': msg`This invitation is no longer valid`,
  'This invitation link is not valid': msg`This invitation link is not valid`,
  'This invitation was sent to another email address': msg`This invitation was sent to another email address`,
  'Verify your email to invite people': msg`Verify your email to invite people`,
  [ARCHIVED_ZONE_INVITE_MESSAGE]: msg`This zone is archived: restore it before inviting people`,
  [ARCHIVED_ZONE_ACCEPT_MESSAGE]: msg`This zone is archived: its invitations can be accepted once it is restored`,
  'Verify your email to accept invitations': msg`Verify your email to accept invitations`,
  'Verify your email to decline invitations': msg`Verify your email to decline invitations`,
  [`x + w must be at most ${DASHBOARD_GRID.columns} (the grid has ${DASHBOARD_GRID.columns} columns)`]: msg`A widget must end within the grid's ${DASHBOARD_GRID.columns} columns`,
  [`y + h must be at most ${DASHBOARD_GRID.maxRows}`]: msg`A widget must end by row ${DASHBOARD_GRID.maxRows}`,
  'Invalid module config': msg`Invalid module config`,
  'Ids must not repeat': msg`Ids must not repeat`,
  [`At most ${DASHBOARD_GRID.maxWidgets} widgets`]: msg`At most ${DASHBOARD_GRID.maxWidgets} widgets`,
  // Forms: what the shared submission rule and the forms endpoints answer (libs/schema/src/forms).
  'Must be checked': msg`Must be checked`,
  'Must be an email address': msg`Must be an email address`,
  'Must be a link starting with http:// or https://': msg`Must be a link starting with http:// or https://`,
  'Must be a date (YYYY-MM-DD)': msg`Must be a date (YYYY-MM-DD)`,
  'Must be one of the options': msg`Must be one of the options`,
  'Chosen twice': msg`Chosen twice`,
  'Must be a list of options': msg`Must be a list of options`,
  'Must be one line': msg`Must be one line`,
  [`The answers must be at most ${FORM_DATA_MAX_BYTES / 1024} KB`]: msg`The answers must be at most ${FORM_DATA_MAX_BYTES / 1024} KB`,
  'Must be an object of answers by field key': msg`Must be an object of answers by field key`,
  'Invalid form': msg`Invalid form`,
  'Invalid submission': msg`Invalid submission`,
  'Invalid form query': msg`Invalid form query`,
  'Must be draft or published': msg`Must be draft or published`,
  'Form not found': msg`Form not found`,
  'You have already submitted this form': msg`You have already submitted this form`,
  'Add at least one field before publishing': msg`Add at least one field before publishing`,
  'Must be at least min': msg`Must be at least the minimum`,
  'Must be a whole number of at least 0': msg`Must be a whole number of at least 0`,
  'Nothing to update: send name, title, description, schema or settings': msg`Nothing to update: send name, title, description, schema or settings`,
};
/* eslint-enable lingui/no-unlocalized-strings */

/** Literal patterns; each variable part one run between literal delimiters (linear time). */
export const WORKSPACE_SERVER_PATTERNS = [
  [
    /^This invitation was sent less than a minute ago: try again in (\d+) s$/,
    (seconds: string) => msg`This invitation was sent less than a minute ago: try again in ${seconds} s`,
  ],
  [
    /^Zone role "([^"]+)" may not manage the members of this zone$/,
    (role: string) => msg`Zone role "${role}" may not manage the members of this zone`,
  ],
  [
    /^Widget "([^"]+)" overlaps widget "([^"]+)"$/,
    (a: string, b: string) => msg`Widget "${a}" overlaps widget "${b}"`,
  ],
  [/^Widget id "([^"]+)" is used twice$/, (id: string) => msg`Widget id "${id}" is used twice`],
  [
    /^A ([A-Za-z ]+) widget must be at least (\d+)×(\d+)$/,
    (type: string, w: string, h: string) => msg`A ${type} widget must be at least ${w}×${h}`,
  ],
  [/^Not a hub of this zone: ([0-9a-f-]+)$/, (id: string) => msg`Not a hub of this zone: ${id}`],
  [/^Not hubs of this zone: ([0-9a-f, -]+)$/, (ids: string) => msg`Not hubs of this zone: ${ids}`],
  [/^Not a module of this hub: ([0-9a-f-]+)$/, (id: string) => msg`Not a module of this hub: ${id}`],
  [/^Not modules of this hub: ([0-9a-f, -]+)$/, (ids: string) => msg`Not modules of this hub: ${ids}`],
  [/^Not a dashboard of this hub: ([0-9a-f-]+)$/, (id: string) => msg`Not a dashboard of this hub: ${id}`],
  [/^Not dashboards of this hub: ([0-9a-f, -]+)$/, (ids: string) => msg`Not dashboards of this hub: ${ids}`],
  [/^Unknown module type "([^"]+)"$/, (type: string) => msg`Unknown module type "${type}"`],
  [
    /^Point (\d+) has (\d+) values?; the chart has (\d+) series$/,
    (point: string, count: string, series: string) =>
      msg`Point ${point} has ${plural(Number(count), { one: '# value', other: '# values' })}; the chart has ${series} series`,
  ],
  [/^Choose at least (\d+)$/, (n: string) => msg`Choose at least ${n}`],
  [/^Choose at most (\d+)$/, (n: string) => msg`Choose at most ${n}`],
  [/^Key "([a-z0-9_]+)" is used twice$/, (key: string) => msg`Key "${key}" is used twice`],
  [/^A ([a-z]+) field needs options$/, (type: string) => msg`A ${type} field needs options`],
  [/^A ([a-z]+) field takes no options$/, (type: string) => msg`A ${type} field takes no options`],
  [/^A ([a-z]+) field takes no min$/, (type: string) => msg`A ${type} field takes no minimum`],
  [/^A ([a-z]+) field takes no max$/, (type: string) => msg`A ${type} field takes no maximum`],
  [/^Unrecognized key: "([^"]+)"$/, (key: string) => msg`Unknown field "${key}"`],
  [
    /^A form named "([a-z0-9_]+)" already exists$/,
    (name: string) => msg`A form named "${name}" already exists`,
  ],
] as const;

/**
 * What a zone role may not do, in a refused access's reason ("Zone role "viewer" may not update
 * hubs": libs/schema's describePermission), translated inside the wrapper below.
 */
export const PERMISSION_DESCRIPTIONS = {
  'create zones': msg`create zones`,
  'read this zone': msg`read this zone`,
  'update this zone': msg`update this zone`,
  'delete this zone': msg`delete this zone`,
  'read hubs': msg`read hubs`,
  'create hubs': msg`create hubs`,
  'update hubs': msg`update hubs`,
  'delete hubs': msg`delete hubs`,
  'read modules': msg`read modules`,
  'create modules': msg`create modules`,
  'update modules': msg`update modules`,
  'delete modules': msg`delete modules`,
  'read dashboards': msg`read dashboards`,
  'create dashboards': msg`create dashboards`,
  'update dashboards': msg`update dashboards`,
  'delete dashboards': msg`delete dashboards`,
  // A route's own refusal (@ZoneAccess refusalAction on GET /zones/:zoneId/activity).
  "read this zone's activity": msg`read this zone's activity`,
};

/** A refused access's reason: the zone role, then what it may not do (translated on its own). */
export const WORKSPACE_SERVER_WRAPPERS = [
  [
    /^Zone role "([^"]+)" may not (.+)$/,
    (role: string, what: string) => msg`Zone role "${role}" may not ${what}`,
  ],
] as const;

registerServerMessages(
  { ...WORKSPACE_SERVER_MESSAGES, ...PERMISSION_DESCRIPTIONS },
  WORKSPACE_SERVER_PATTERNS,
  WORKSPACE_SERVER_WRAPPERS,
);
