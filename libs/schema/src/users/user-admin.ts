import { z } from 'zod';
import { countParamSchema } from '../common/count-param.js';
import { emailSchema } from '../auth/auth-payloads.js';
import { DEFAULT_USER_ROLE } from '../auth/auth-limits.js';
import { optionalPersonNameSchema, safeTextSchema, userSchema } from '../auth/user.js';
import { userProfilesCollection } from '../collections/builtin/user-profiles.collection.js';
import { usersCollection } from '../collections/builtin/users.collection.js';
import { setsSomething, updatePayloadShape, whenParsed } from '../collections/collection-payload.js';
import { platformRoleNameSchema } from './roles.js';

/**
 * The admin's view of users (GET /users, PATCH /users/:id, POST /users/:id/reset-2fa and
 * /signout-all): query and body schemas shared by the server and the admin screen.
 */

/** Longest search text: it becomes an ILIKE pattern over three columns, so it is kept short. */
export const USER_SEARCH_MAX_LENGTH = 100;
export const USER_LIST_DEFAULT_LIMIT = 25;
export const USER_LIST_MAX_LIMIT = 100;
/** Deep offsets cost a scan of everything before them; past this, narrow the search instead. */
export const USER_LIST_MAX_OFFSET = 100_000;

function booleanParam() {
  return z
    .enum(['true', 'false'], { error: 'Must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true'));
}

/**
 * What GET /users can be ordered by: `name` is the name the list shows (first and last name, else
 * the email), `role` the platform role (no profile row: guest). Each ties on email, then id.
 */
export const USER_LIST_ORDER_COLUMNS = ['name', 'email', 'role', 'mfa_enabled', 'created_at'] as const;
export type UserListOrderColumn = (typeof USER_LIST_ORDER_COLUMNS)[number];
export interface UserListOrder {
  column: UserListOrderColumn;
  descending: boolean;
}
/** `email.asc`, `email.desc`, … spelled out (the query schema and OpenAPI): a fixed list, never a pattern run over the request. */
export const USER_LIST_ORDER_VALUES = USER_LIST_ORDER_COLUMNS.flatMap(
  (c) => [`${c}.asc`, `${c}.desc`] as const,
);

/**
 * Query of GET /users. `q` looks in email, first and last name (case-insensitively, as a plain
 * substring: `%` and `_` match themselves); `role`, `is_disabled` and `invited` filter; `order`
 * (`column.asc|desc`, default `email.asc`) sorts; `limit` (1..100, default 25) and `offset` page.
 * Any other parameter, or one given twice, is refused.
 */
export const listUsersQuerySchema = z.strictObject({
  q: safeTextSchema(USER_SEARCH_MAX_LENGTH)
    .optional()
    .transform((q) => (q === '' ? undefined : q)),
  role: platformRoleNameSchema.optional(),
  is_disabled: booleanParam(),
  invited: booleanParam(),
  order: z
    .enum(USER_LIST_ORDER_VALUES, {
      error: `Must be one of ${USER_LIST_ORDER_COLUMNS.join(', ')}, followed by .asc or .desc`,
    })
    .default('email.asc')
    .transform((value): UserListOrder => {
      const [column, direction] = value.split('.') as [UserListOrderColumn, 'asc' | 'desc'];
      return { column, descending: direction === 'desc' };
    }),
  limit: countParamSchema(1, USER_LIST_MAX_LIMIT).default(USER_LIST_DEFAULT_LIMIT),
  offset: countParamSchema(0, USER_LIST_MAX_OFFSET).default(0),
});
export type ListUsersQueryInput = z.input<typeof listUsersQuerySchema>;
export type ListUsersQuery = z.output<typeof listUsersQuerySchema>;

/**
 * Body of PATCH /users/:id, derived from the `user_profiles` and `users` declarations: a new
 * platform role (one of GET /roles) and/or the disabled flag. Anything else (email, names, 2FA
 * state) is refused: those have their own flows.
 */
export const adminUserPatchSchema = z
  .strictObject({
    // user_profiles.role holds a role's name (roles.name): one name schema for both.
    ...updatePayloadShape(userProfilesCollection, { role: platformRoleNameSchema }),
    ...updatePayloadShape(usersCollection, { is_disabled: z.boolean({ error: 'Must be true or false' }) }),
  })
  .refine(setsSomething, { message: 'Nothing to update: send role or is_disabled', when: whenParsed });
export type AdminUserPatchInput = z.input<typeof adminUserPatchSchema>;
export type AdminUserPatch = z.output<typeof adminUserPatchSchema>;

/**
 * A user as the admin list shows it: the `user` of API.md plus `is_disabled`, and `invited` while
 * an admin's invitation waits for its first password (the account cannot sign in yet).
 */
export const adminUserSchema = userSchema.extend({ is_disabled: z.boolean(), invited: z.boolean() });
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Answer of POST /users/:id/signout-all: how many live sessions were revoked. */
export const signOutAllResultSchema = z.object({ revoked: z.number().int().min(0) });
export type SignOutAllResult = z.infer<typeof signOutAllResultSchema>;

/** The messages the admin endpoints answer with, shared with the client's explanations. */
export const USER_ADMIN_MESSAGES = Object.freeze({
  LAST_OWNER: 'The last platform owner cannot be demoted or disabled: make someone else platform owner first',
  DISABLE_SELF: 'You cannot disable your own account',
  USER_NOT_FOUND: 'User not found',
  INVALID_QUERY: 'Invalid user query',
  INVALID_PATCH: 'Invalid user change',
  INVALID_INVITE: 'Invalid invitation',
  EMAIL_TAKEN: 'A user with this email address already exists',
  NOT_INVITED: 'This user has already chosen a password: there is no invitation to resend or cancel',
  INVITE_DISABLED: 'This account is disabled: enable it before sending the invitation again',
  IN_USE: 'Records of a collection point at this account: disable it instead of deleting it',
  TWO_FACTOR_OFF: 'Two-factor authentication is off for this user: there is nothing to reset',
});

/**
 * Body of POST /users/invite: the new account's email, its platform role (one of GET /roles,
 * `user` when left out) and, optionally, the names the admin knows. The invitee chooses the
 * password through the mailed link.
 */
export const inviteUserSchema = z.strictObject({
  email: emailSchema,
  role: platformRoleNameSchema.default(DEFAULT_USER_ROLE),
  first_name: optionalPersonNameSchema,
  last_name: optionalPersonNameSchema,
});
export type InviteUserInput = z.input<typeof inviteUserSchema>;
export type InviteUser = z.output<typeof inviteUserSchema>;

/** Body of an endpoint that takes none (POST /users/:id/reset-2fa, /signout-all, …): none, or `{}` (DeclaredInputInterceptor). */
export const adminUserActionBodySchema = z.strictObject({}).optional();
