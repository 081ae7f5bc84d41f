import { checkAdminAccess } from '@atrium/schema';
import type { ReactNode } from 'react';
import { useAuthSource } from '@/auth/useAuthSource';
import { AccessDenied } from '@/routing/screens/AccessDenied';
import { GuardPending } from '@/routing/screens/GuardPending';

export interface AdminOnlyProps {
  children: ReactNode;
  /**
   * What a non-admin sees instead. Omitted: the 'Access Denied' screen with the reason from
   * checkAdminAccess and 'Return to Dashboard' (page use). Pass `null` to render nothing, e.g.
   * to hide an admin-only link (inline use).
   */
  fallback?: ReactNode;
}

/** The admin guard's reason when nobody is signed in. */
export const NOT_SIGNED_IN_REASON = 'Not authenticated';

/**
 * Renders its children for admin, super_admin and platform_owner only (the specification's admin
 * guard: role from user.role, else profile.role). It only shapes the UI — the server decides
 * what an admin endpoint answers.
 */
export function AdminOnly({ children, fallback }: AdminOnlyProps) {
  const { status, user } = useAuthSource();
  const inline = fallback !== undefined;
  if (status === 'loading') return inline ? fallback : <GuardPending />;
  const access = user ? checkAdminAccess(user) : { hasAccess: false, reason: NOT_SIGNED_IN_REASON };
  if (access.hasAccess) return children;
  return inline ? fallback : <AccessDenied reason={access.reason} />;
}
