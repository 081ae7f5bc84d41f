import { msg } from '@lingui/core/macro';
import { USER_ADMIN_MESSAGES } from '@atrium/schema';
import { registerServerMessages } from '@/lib/server-messages';

/**
 * The admin screens' server messages (users, roles, routes, navigation, collections, the table
 * API), in the reader's language: loaded with the admin catalogue (see `registerServerMessages`).
 * `server-messages.test.ts` checks the English keys against the server's texts.
 */
export const ADMIN_SERVER_MESSAGES = {
  'Two-factor authentication is required for admin access': msg`Two-factor authentication is required for admin access`,
  [USER_ADMIN_MESSAGES.LAST_OWNER]: msg`The last platform owner cannot be demoted or disabled: make someone else platform owner first`,
  [USER_ADMIN_MESSAGES.DISABLE_SELF]: msg`You cannot disable your own account`,
  [USER_ADMIN_MESSAGES.USER_NOT_FOUND]: msg`User not found`,
  [USER_ADMIN_MESSAGES.INVALID_INVITE]: msg`Invalid invitation`,
  [USER_ADMIN_MESSAGES.EMAIL_TAKEN]: msg`A user with this email address already exists`,
  [USER_ADMIN_MESSAGES.NOT_INVITED]: msg`This user has already chosen a password: there is no invitation to resend or cancel`,
  [USER_ADMIN_MESSAGES.INVITE_DISABLED]: msg`This account is disabled: enable it before sending the invitation again`,
  [USER_ADMIN_MESSAGES.IN_USE]: msg`Records of a collection point at this account: disable it instead of deleting it`,
  'A related record does not exist, or other records still refer to this one': msg`A related record does not exist, or other records still refer to this one`,
  'These values take too long to check against the fields’ patterns: send fewer rows, or shorter values, at once': msg`These values take too long to check against the fields’ patterns: send fewer rows, or shorter values, at once`,
  'Route with ID not found': msg`Route with ID not found`,
  'Navigation item not found': msg`Navigation item not found`,
  'Invalid navigation id': msg`Invalid navigation id`,
  'Navigation delete requires id filter': msg`Navigation delete requires id filter`,
  'Invalid collection schema': msg`Invalid collection schema`,
  'A table or index of that name already exists in the database': msg`A table or index of that name already exists in the database`,
  'Existing values cannot be converted to the new field type': msg`Existing values cannot be converted to the new field type`,
  'Some rows do not fit the new rules': msg`Some rows do not fit the new rules`,
  'Some rows have no value for a field that becomes required': msg`Some rows have no value for a field that becomes required`,
  'Some rows share a value of a field that becomes unique': msg`Some rows share a value of a field that becomes unique`,
  'The change took too long and was cancelled': msg`The change took too long and was cancelled`,
  'This change is not supported: a collection and its table keep their names (create a new collection instead)': msg`This change is not supported: a collection and its table keep their names (create a new collection instead)`,
  'This change is destructive and was not applied: check its dry run (?dry_run=true), then confirm it with ?confirm=destructive': msg`This change is destructive and was not applied: check its dry run, then confirm it`,
  'Existing rows do not fit this change, so it cannot be applied, even confirmed; nothing was changed': msg`Existing rows do not fit this change, so it cannot be applied, even confirmed; nothing was changed`,
  'A name this change needs is already used in the database; nothing was changed': msg`A name this change needs is already used in the database; nothing was changed`,
  'This collection was changed by someone else since you opened it. Reload to see their change.': msg`This collection was changed by someone else since you opened it. Reload to see their change.`,
  'The schema changed while this change was being prepared; nothing was changed, check it again and retry': msg`The schema changed while this change was being prepared; nothing was changed, check it again and retry`,
  'Send at least one row': msg`Send at least one row`,
  'Send one object with the fields to change': msg`Send one object with the fields to change`,
  'A record with these values already exists': msg`A record with these values already exists`,
  'The request met a concurrent change; send it again': msg`The request met a concurrent change; send it again`,
  'Invalid value for a field': msg`Invalid value for a field`,
};

/**
 * Literal patterns; each variable part a run of characters other than the delimiter that
 * follows it (a quote), or digits, so matching is linear.
 */
export const ADMIN_SERVER_PATTERNS = [
  [/^Role "([^"]+)" may not do this$/, (role: string) => msg`Role "${role}" may not do this`],
  [
    /^Role "([^"]+)" may not do this: it takes an admin role$/,
    (role: string) => msg`Role "${role}" may not do this: it takes an admin role`,
  ],
  [/^Role "([^"]+)" does not exist$/, (role: string) => msg`Role "${role}" does not exist`],
  [/^Role "([^"]+)" already exists$/, (role: string) => msg`Role "${role}" already exists`],
  [/^Role "([^"]+)" not found$/, (role: string) => msg`Role "${role}" not found`],
  [/^Unknown role "([^"]+)"$/, (role: string) => msg`Unknown role "${role}"`],
  [
    /^Role "([^"]+)" may not (create|read|update|delete) rows of "([^"]+)"$/,
    (role: string, action: string, collection: string) =>
      msg`Role "${role}" may not ${action} rows of "${collection}"`,
  ],
  [/^Route "([^"]+)" already exists$/, (name: string) => msg`Route "${name}" already exists`],
  [/^Route "([^"]+)" not found$/, (name: string) => msg`Route "${name}" not found`],
  [
    /^Path "([^"]+)" is already served by route "([^"]+)"$/,
    (path: string, name: string) => msg`Path "${path}" is already served by route "${name}"`,
  ],
  [
    /^Navigation item ([0-9a-f-]+) already exists$/,
    (id: string) => msg`Navigation item ${id} already exists`,
  ],
  [/^Collection "([^"]+)" not found$/, (name: string) => msg`Collection "${name}" not found`],
  [
    /^Collection "([^"]+)" already exists: change it with PATCH \/schemas\/[^"\s]+$/,
    (name: string) => msg`Collection "${name}" already exists`,
  ],
  [
    /^Collection "([^"]+)" is built in: its table belongs to Atrium's migrations and cannot be changed through \/schemas$/,
    (name: string) =>
      msg`Collection "${name}" is built in: its table belongs to Atrium's migrations and cannot be changed here`,
  ],
  [
    /^The index name "([^"]+)" this change needs belongs to table "([^"]+)": rename the field or the collection$/,
    (name: string, table: string) =>
      msg`The index name "${name}" this change needs belongs to table "${table}": rename the field or the collection`,
  ],
  [
    /^The index name "([^"]+)" this change needs is taken by another database object: rename the field or the collection$/,
    (name: string) =>
      msg`The index name "${name}" this change needs is taken by another database object: rename the field or the collection`,
  ],
  [
    /^The index name "([^"]+)" is needed by collection "([^"]+)" too: rename the field or the collection$/,
    (name: string, collection: string) =>
      msg`The index name "${name}" is needed by collection "${collection}" too: rename the field or the collection`,
  ],
  [
    /^Too many rows \(at most (\d+) per request\)$/,
    (max: string) => msg`Too many rows (at most ${max} per request)`,
  ],
  [
    /^Only ([a-z_, ]+) may change a user whose role is ([a-z_]+)$/,
    (roles: string, role: string) => msg`Only ${roles} may change a user whose role is ${role}`,
  ],
  [
    /^Only ([a-z_, ]+) may give the ([a-z_]+) role$/,
    (roles: string, role: string) => msg`Only ${roles} may give the ${role} role`,
  ],
] as const;

/** A refused change's reason, then "; nothing was changed": the reason is translated on its own. */
export const ADMIN_SERVER_WRAPPERS = [
  [/^([^;]+); nothing was changed$/, (reason: string) => msg`${reason}; nothing was changed`],
] as const;

registerServerMessages(ADMIN_SERVER_MESSAGES, ADMIN_SERVER_PATTERNS, ADMIN_SERVER_WRAPPERS);
