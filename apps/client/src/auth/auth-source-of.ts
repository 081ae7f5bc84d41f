import type { User } from '@atrium/schema';
import type { AuthSource, AuthUser } from './auth-source';
import type { AuthSnapshot } from './auth-store';

/** The user as guards and the shell read it: {id, email, role, profile}. */
export function authUserOf(user: User): AuthUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    profile: { ...user.profile, role: user.profile?.role ?? null },
  };
}

/** The routing's AuthSource for a store snapshot. */
export function authSourceOf(
  snapshot: Pick<AuthSnapshot, 'status' | 'user'>,
  actions: Pick<AuthSource, 'checkAccess' | 'signOut'>,
): AuthSource {
  return {
    status: snapshot.status,
    user: snapshot.user ? authUserOf(snapshot.user) : null,
    checkAccess: actions.checkAccess,
    signOut: actions.signOut,
  };
}
