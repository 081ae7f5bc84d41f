/**
 * Bounds of role names, labels and descriptions, in a file of their own: the `roles`,
 * `user_profiles` and `navigation` declarations (collections/builtin) read them, and the role
 * payloads (roles.ts) read the declarations.
 */

/** Role names: snake_case, as user_profiles.role and collection permission keys are. */
export const ROLE_NAME_PATTERN = /^[a-z][a-z0-9_]*$/;
export const ROLE_NAME_MAX_LENGTH = 63;
export const ROLE_LABEL_MAX_LENGTH = 100;
export const ROLE_DESCRIPTION_MAX_LENGTH = 500;
