import { GUEST_ROLE, isReservedProfileKey } from '@atrium/schema';
import type { ProfileValue, User } from '@atrium/schema';
import type { UserRecord } from './users.repository.js';

/** What the API says about a user, plus what the auth guard needs to know. */
export interface AccountState {
  user: User;
  disabled: boolean;
}

/**
 * The `user` of API.md. Extra profile fields are flattened into `profile` in key order (so a user
 * built from a sign-up payload and one read back from jsonb serialise identically); the named
 * fields win over extras of the same name, and extras under a reserved key (isReservedProfileKey)
 * are left out.
 */
export function toUserView(r: {
  id: string;
  email: string;
  email_verified: boolean;
  mfa_enabled: boolean;
  created_at: Date;
  role: string | null;
  first_name: string | null;
  last_name: string | null;
  extra: Record<string, ProfileValue> | null;
}): User {
  const role = r.role ?? GUEST_ROLE;
  const profile: User['profile'] = { first_name: r.first_name, last_name: r.last_name, role };
  const extra = r.extra ?? {};
  for (const key of Object.keys(extra).sort()) {
    // A reserved key stored before it was refused (`is_admin`, `created_by`) is not shown.
    if (!Object.hasOwn(profile, key) && !isReservedProfileKey(key)) profile[key] = extra[key];
  }
  return {
    id: r.id,
    email: r.email,
    email_verified: r.email_verified,
    role,
    profile,
    mfa_enabled: r.mfa_enabled,
    created_at: r.created_at.toISOString(),
  };
}

export function toAccountState(r: UserRecord): AccountState {
  return { user: toUserView(r), disabled: r.is_disabled };
}
