import { msg, plural } from '@lingui/core/macro';
import {
  API_KEY_MESSAGES,
  AUDIT_MESSAGES,
  LAYOUT_NAMES,
  NAMED_VIEW_LABELS,
  USER_ADMIN_MESSAGES,
} from '@atrium/schema';
import { registerServerMessages, type WrappingServerMessage } from '@/lib/server-messages';

/**
 * The admin screens' server messages (users, roles, routes, navigation, collections, the table
 * API), in the reader's language: loaded with the admin catalogue (see `registerServerMessages`).
 * `server-messages.test.ts` checks the English keys against the server's texts.
 */
const layoutNames = LAYOUT_NAMES.join(', ');

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
  [USER_ADMIN_MESSAGES.TWO_FACTOR_OFF]: msg`Two-factor authentication is off for this user: there is nothing to reset`,
  [AUDIT_MESSAGES.INVALID_QUERY]: msg`Invalid audit query`,
  [AUDIT_MESSAGES.FROM_AFTER_TO]: msg`Must not be before from`,
  [API_KEY_MESSAGES.INVALID_INPUT]: msg`Invalid API key`,
  [API_KEY_MESSAGES.INVALID_ID]: msg`Invalid API key id`,
  [API_KEY_MESSAGES.INVALID_QUERY]: msg`Invalid API key query`,
  [API_KEY_MESSAGES.NOT_FOUND]: msg`API key not found`,
  [API_KEY_MESSAGES.ROLE_ABOVE_CREATOR]: msg`A key cannot have a role above your own`,
  [API_KEY_MESSAGES.EXPIRY_IN_PAST]: msg`Must be in the future`,
  'Route with ID not found': msg`Route with ID not found`,
  'Navigation item not found': msg`Navigation item not found`,
  'Invalid navigation id': msg`Invalid navigation id`,
  'Navigation delete requires id filter': msg`Navigation delete requires id filter`,
  'Invalid collection schema': msg`Invalid collection schema`,
  'Other database objects (a view, a foreign key made outside the registry) depend on this table': msg`Other database objects (a view, a foreign key made outside the registry) depend on this table`,
  'The table no longer matches its schema (changed outside the registry: a table, column or constraint missing or added by hand)': msg`The table no longer matches its schema (changed outside the registry: a table, column or constraint missing or added by hand)`,
  'Parent id must be a UUID or the temporary id of a new item': msg`Parent id must be a UUID or the temporary id of a new item`,
  'Title is required': msg`Title is required`,
  'Path must be a string': msg`Path must be a string`,
  'Path must not be empty': msg`Path must not be empty`,
  'Path must start with "/"': msg`Path must start with "/"`,
  'Path must not contain whitespace': msg`Path must not contain whitespace`,
  'Path must not contain "//"': msg`Path must not contain "//"`,
  'Path must not end with "/"': msg`Path must not end with "/"`,
  'The wildcard "*" is only allowed as the last segment': msg`The wildcard "*" is only allowed as the last segment`,
  'The wildcard "*" must be a whole segment': msg`The wildcard "*" must be a whole segment`,
  'Metadata must not contain NUL characters': msg`Metadata must not contain NUL characters`,
  'Component names were not checked: the client build has not written its component manifest (component-manifest.json)': msg`Component names were not checked: the client build has not written its component manifest (component-manifest.json)`,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the API's English message, looked up
  [`Unknown layout; expected one of ${layoutNames} (with or without the "Layout" suffix)`]: msg`Unknown layout; expected one of ${layoutNames} (with or without the "Layout" suffix)`,
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
};

/**
 * The route check's missing named views (libs/schema's NAMED_VIEW_LABELS), each a whole sentence
 * so the view's name is translated too.
 */
export const NAMED_VIEW_MESSAGES = {
  [`${NAMED_VIEW_LABELS.zone_dashboard} route not configured`]: msg`Zone dashboard route not configured`,
  [`${NAMED_VIEW_LABELS.hub_view} route not configured`]: msg`Hub view route not configured`,
  [`${NAMED_VIEW_LABELS.module_view} route not configured`]: msg`Module view route not configured`,
  [`${NAMED_VIEW_LABELS.dashboard_view} route not configured`]: msg`Dashboard view route not configured`,
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
  [
    /^"([^"]+)" is a system role: it cannot be deleted \(its label and description can be changed\)$/,
    (role: string) =>
      msg`"${role}" is a system role: it cannot be deleted (its label and description can be changed)`,
  ],
  [
    /^"([^"]+)" is at version (\d+) now$/,
    (name: string, version: string) => msg`"${name}" is at version ${version} now`,
  ],
  [/^Role "([^"]+)" already exists$/, (role: string) => msg`Role "${role}" already exists`],
  [/^Role "([^"]+)" not found$/, (role: string) => msg`Role "${role}" not found`],
  [/^Unknown role "([^"]+)"$/, (role: string) => msg`Unknown role "${role}"`],
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
    /^Only ([a-z_, ]+) may change a user whose role is ([a-z_]+)$/,
    (roles: string, role: string) => msg`Only ${roles} may change a user whose role is ${role}`,
  ],
  [
    /^Only ([a-z_, ]+) may give the ([a-z_]+) role$/,
    (roles: string, role: string) => msg`Only ${roles} may give the ${role} role`,
  ],
  [
    /^Collection "([^"]+)" is in the file twice$/,
    (name: string) => msg`Collection "${name}" is in the file twice`,
  ],
  [
    /^Field "([^"]+)": existing values break its new rules; change them first$/,
    (field: string) => msg`Field "${field}": existing values break its new rules; change them first`,
  ],
  [
    /^Field "([^"]+)": some existing values cannot be converted to ([a-z]+); change or clear them first \(or keep the old type\)$/,
    (field: string, type: string) =>
      msg`Field "${field}": some existing values cannot be converted to ${type}; change or clear them first (or keep the old type)`,
  ],
  [
    /^Field "([^"]+)": existing values may not be converted to ([a-z]+); change or clear them first \(or keep the old type\)$/,
    (field: string, type: string) =>
      msg`Field "${field}": existing values may not be converted to ${type}; change or clear them first (or keep the old type)`,
  ],
  [
    /^A table or index named "([^"]+)" already exists in the database and is not a registered collection; choose another table name$/,
    (table: string) =>
      msg`A table or index named "${table}" already exists in the database and is not a registered collection; choose another table name`,
  ],
  [
    /^The table ("[^"]+") is busy \(another transaction holds a lock on it\); nothing was changed, retry shortly$/,
    (table: string) =>
      msg`The table ${table} is busy (another transaction holds a lock on it); nothing was changed, retry shortly`,
  ],
  [
    /^The tables ("[^;]+") are busy \(another transaction holds a lock on it\); nothing was changed, retry shortly$/,
    (tables: string) =>
      msg`The tables ${tables} are busy (another transaction holds a lock on it); nothing was changed, retry shortly`,
  ],
  [
    /^Collection "([^"]+)" is the target of relations in ("[^:]+"): remove those fields first$/,
    (name: string, by: string) =>
      msg`Collection "${name}" is the target of relations in ${by}: remove those fields first`,
  ],
  [
    /^Role "([^"]+)" ranks above yours: only a holder of it or a higher role may change it$/,
    (role: string) =>
      msg`Role "${role}" ranks above yours: only a holder of it or a higher role may change it`,
  ],
  [/^Navigation item ([^ ]+) does not exist$/, (id: string) => msg`Navigation item ${id} does not exist`],
  // The route check's warning about an item its admin-only route refuses (libs/schema
  // navigationRouteProblems): before the item names below, whose title run would take it whole.
  [
    /^Navigation item "(.*)" is shown to everyone signed in, but only admins may open its route "([^"]+)"$/,
    (title: string, name: string) =>
      msg`Navigation item "${title}" is shown to everyone signed in, but only admins may open its route "${name}"`,
  ],
  [
    /^Navigation item "(.*)" is shown to role "([^"]+)", but only admins may open its route "([^"]+)"$/,
    (title: string, role: string, name: string) =>
      msg`Navigation item "${title}" is shown to role "${role}", but only admins may open its route "${name}"`,
  ],
  // How the navigation's checks name an item, inside their messages (the wrappers below): a
  // stored item by title and id (or id alone), a draft's new item by title and temporary id
  [
    /^Navigation item "(.*)" \(([^ ()]+)\)$/,
    (title: string, id: string) => msg`Navigation item "${title}" (${id})`,
  ],
  [/^Navigation item "(.*)"$/, (title: string) => msg`Navigation item "${title}"`],
  [/^Navigation item ([^ "]+)$/, (id: string) => msg`Navigation item ${id}`],
  [/^New item "(.*)" \(([^ ()]+)\)$/, (title: string, id: string) => msg`New item "${title}" (${id})`],
  [/^New item ([^ "]+)$/, (id: string) => msg`New item ${id}`],
  // A role's uses, inside "Role … is in use: …" (roles.exception.ts)
  [
    /^held by (\d+) users?$/,
    (n: string) => msg`held by ${plural(Number(n), { one: '# user', other: '# users' })}`,
  ],
  [
    /^required by (\d+) navigation items?$/,
    (n: string) =>
      msg`required by ${plural(Number(n), { one: '# navigation item', other: '# navigation items' })}`,
  ],
  [
    /^used by (\d+) API keys?$/,
    (n: string) => msg`used by ${plural(Number(n), { one: '# API key', other: '# API keys' })}`,
  ],
  [
    /^granted permissions by collection ("[^"]+")$/,
    (name: string) => msg`granted permissions by collection ${name}`,
  ],
  [
    /^granted permissions by collections ("[^:]+") and (\d+) more$/,
    (names: string, more: string) => msg`granted permissions by collections ${names} and ${more} more`,
  ],
  [
    /^granted permissions by collections ("[^:]+")$/,
    (names: string) => msg`granted permissions by collections ${names}`,
  ],
  [
    /^Navigation item ([^ ]+) is listed more than once$/,
    (id: string) => msg`Navigation item ${id} is listed more than once`,
  ],
  [
    /^Navigation item ([^ ]+) is both changed and deleted$/,
    (id: string) => msg`Navigation item ${id} is both changed and deleted`,
  ],
  [
    /^Name must start with a lowercase letter and contain only a-z, 0-9, "_", "\." or "-" \(max (\d+) characters\)$/,
    (max: string) =>
      msg`Name must start with a lowercase letter and contain only a-z, 0-9, "_", "." or "-" (max ${max} characters)`,
  ],
  [
    /^Path "([^"]+)" lacks (:[^:,]+(?:, :[^:,]+)*): links to this view cannot be built$/,
    (path: string, params: string) => msg`Path "${path}" lacks ${params}: links to this view cannot be built`,
  ],
  // A route's path and metadata (libs/schema's route-path.ts and route.ts), in the route form too
  [/^Path must be at most (\d+) characters$/, (max: string) => msg`Path must be at most ${max} characters`],
  [
    /^Invalid parameter "([^"]+)": use ":name" where name is a letter or "_" followed by letters, digits or "_"$/,
    (segment: string) =>
      msg`Invalid parameter "${segment}": use ":name" where name is a letter or "_" followed by letters, digits or "_"`,
  ],
  [/^Duplicate parameter "([^"]+)"$/, (param: string) => msg`Duplicate parameter "${param}"`],
  [
    /^Path must not contain a "(\.\.?)" segment$/,
    (segment: string) => msg`Path must not contain a "${segment}" segment`,
  ],
  [
    /^Invalid segment "([^"]+)": parameters must be a whole segment starting with ":"$/,
    (segment: string) =>
      msg`Invalid segment "${segment}": parameters must be a whole segment starting with ":"`,
  ],
  [
    /^Invalid segment "([^"]+)": only letters, digits and -\._~!\$&'\(\)\+,;=@% are allowed$/,
    (segment: string) =>
      msg`Invalid segment "${segment}": only letters, digits and -._~!$&'()+,;=@% are allowed`,
  ],
  [
    /^Metadata must be nested at most (\d+) levels deep$/,
    (max: string) => msg`Metadata must be nested at most ${max} levels deep`,
  ],
  [
    /^Metadata must be at most (\d+) characters as JSON$/,
    (max: string) => msg`Metadata must be at most ${max} characters as JSON`,
  ],
  [/^Link must be at most (\d+) characters$/, (max: string) => msg`Link must be at most ${max} characters`],
  [/^Component ([^ ]+) not found$/, (component: string) => msg`Component ${component} not found`],
  // The route check's problems (libs/schema's validateRouteSet and navigationRouteProblems); a
  // path's own problem is a wrapper's (below). A title may hold quotes: one run, then the literal tail.
  [
    /^Navigation item "(.*)" links to "([^"]*)", which no route serves$/,
    (title: string, path: string) =>
      msg`Navigation item "${title}" links to "${path}", which no route serves`,
  ],
  [
    /^Navigation item "(.*)" links to "([^"]*)", which only the inactive route "([^"]+)" serves$/,
    (title: string, path: string, name: string) =>
      msg`Navigation item "${title}" links to "${path}", which only the inactive route "${name}" serves`,
  ],
  [
    /^Route "([^"]+)" not found: links and redirects to it use the default path ([^ ]+)$/,
    (name: string, path: string) =>
      msg`Route "${name}" not found: links and redirects to it use the default path ${path}`,
  ],
  [
    /^Route "([^"]+)" not found: unknown paths go to ([^ ]+)$/,
    (name: string, path: string) => msg`Route "${name}" not found: unknown paths go to ${path}`,
  ],
  [
    /^Route "([^"]+)" not found: a denied visitor stays on the Access Denied screen$/,
    (name: string) => msg`Route "${name}" not found: a denied visitor stays on the Access Denied screen`,
  ],
  [
    /^Component ([^ ]+) not found \(the page shows 'Component Not Found'\)$/,
    (component: string) => msg`Component ${component} not found (the page shows 'Component Not Found')`,
  ],
  [
    /^Unknown layout "([^"]+)": the page renders without a layout$/,
    (layout: string) => msg`Unknown layout "${layout}": the page renders without a layout`,
  ],
] as const;

/**
 * Messages embedding others, each translated on its own: a refused change's reason (then
 * "; nothing was changed"), a navigation item's name in the navigation's checks (libs/schema's
 * navigation-tree.ts and navigation-draft.ts, the server's navigation.service.ts), a role's uses,
 * a route's path problem or why it is not routed (the route check).
 */
export const ADMIN_SERVER_WRAPPERS: readonly WrappingServerMessage[] = [
  [/^([^;]+); nothing was changed$/, (reason: string) => msg`${reason}; nothing was changed`],
  // The navigation's checks: the first part names the item (the patterns above)
  [/^(.+) cannot be its own parent$/, (item) => msg`${item} cannot be its own parent`, [0]],
  [
    /^(.+) has an unknown parent ([^ ]+)$/,
    (item, parent) => msg`${item} has an unknown parent ${parent}`,
    [0],
  ],
  [/^(.+): zone ([^ ]+) does not exist$/, (item, zone) => msg`${item}: zone ${zone} does not exist`, [0]],
  [/^(.+): role "([^"]+)" does not exist$/, (item, role) => msg`${item}: role "${role}" does not exist`, [0]],
  [
    /^(.+) is under ([^ ,]+), which is not a new item of this draft$/,
    (item, parent) => msg`${item} is under ${parent}, which is not a new item of this draft`,
    [0],
  ],
  [/^(.+) is listed more than once$/, (item) => msg`${item} is listed more than once`, [0]],
  [
    /^(.+?) is in a cycle: (.+) → … (\d+) more … → (.+)$/,
    (item, first, more, last) => msg`${item} is in a cycle: ${first} → … ${more} more … → ${last}`,
    [0],
  ],
  [/^(.+?) is in a cycle: (.+)$/, (item, cycle) => msg`${item} is in a cycle: ${cycle}`, [0]],
  [
    /^(.+) would nest the menu (\d+) levels deep; at most (\d+) are allowed$/,
    (item, depth, max) => msg`${item} would nest the menu ${depth} levels deep; at most ${max} are allowed`,
    [0],
  ],
  // "Role … is in use: <use>, <use>. …": the list is a use, then the rest of the list
  [
    /^Role "([^"]+)" is in use: (.+)\. Remove these uses before deleting it$/,
    (role, uses) => msg`Role "${role}" is in use: ${uses}. Remove these uses before deleting it`,
  ],
  [
    /^(held by \d+ users?|required by \d+ navigation items?|used by \d+ API keys?), (.+)$/,
    (use, more) => msg`${use}, ${more}`,
    [0, 1],
  ],
  // The route check: a path's own problem, and why a route is not routed
  [
    /^Invalid path "([^"]+)": (.+) \(the page shows 'Invalid Route Configuration'\)$/,
    (path, problem) => msg`Invalid path "${path}": ${problem} (the page shows 'Invalid Route Configuration')`,
  ],
  [/^Invalid path "([^"]+)": (.+)$/, (path, problem) => msg`Invalid path "${path}": ${problem}`],
  [/^Not routed: (.+)$/, (reason) => msg`Not routed: ${reason}`],
];

registerServerMessages(
  { ...ADMIN_SERVER_MESSAGES, ...NAMED_VIEW_MESSAGES },
  ADMIN_SERVER_PATTERNS,
  ADMIN_SERVER_WRAPPERS,
);
