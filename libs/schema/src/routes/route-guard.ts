import { isAdminRole } from './fallback-routes.js';

/**
 * Which guard wraps a route (specification §2, "Component resolution and rendering"):
 *
 * - `login`: the public route named Login — a signed-in user is sent to the dashboard;
 * - `dynamic`: metadata `dynamic` — an auth guard (public when `is_public`), and the page gets
 *   the URL parameters as props;
 * - `public`: any other public route — rendered in its layout with no guard;
 * - `guarded`: everything else, with the guard type `metadata.guard_type`, else
 *   `metadata.required_permission`, else `'auth'`.
 */
export type GuardPlan =
  | { kind: 'login' }
  | { kind: 'dynamic'; public: boolean }
  | { kind: 'public' }
  | { kind: 'guarded'; guardType: string };

export interface GuardedRouteFields {
  name: string;
  is_public: boolean;
  metadata: { dynamic?: boolean; guard_type?: string; required_permission?: string };
}

// String literals rather than route.ts's GuardType: that module builds zod schemas, which a
// browser bundle that only needs the guard logic should not pay for.
const AUTH = 'auth';
const GUEST = 'guest';
const ADMIN = 'admin';

// Plans are plain data: shared, frozen instances (route trees are rebuilt with thousands).
const LOGIN_PLAN: GuardPlan = Object.freeze({ kind: 'login' });
const PUBLIC_PLAN: GuardPlan = Object.freeze({ kind: 'public' });
const DYNAMIC_PUBLIC_PLAN: GuardPlan = Object.freeze({ kind: 'dynamic', public: true });
const DYNAMIC_PLAN: GuardPlan = Object.freeze({ kind: 'dynamic', public: false });
const guardedPlans = new Map<string, GuardPlan>();

export function guardPlanFor(route: GuardedRouteFields): GuardPlan {
  if (route.is_public && route.name.length === 5 && route.name.toLowerCase() === 'login') return LOGIN_PLAN;
  if (route.metadata.dynamic === true) return route.is_public ? DYNAMIC_PUBLIC_PLAN : DYNAMIC_PLAN;
  if (route.is_public) return PUBLIC_PLAN;
  const guardType = route.metadata.guard_type || route.metadata.required_permission || AUTH;
  let plan = guardedPlans.get(guardType);
  if (!plan) {
    plan = Object.freeze({ kind: 'guarded', guardType });
    if (guardedPlans.size < 1000) guardedPlans.set(guardType, plan);
  }
  return plan;
}

/** A signed-in user as guards read it (specification §3): id, email, role, profile.role. */
export interface GuardUser {
  id: string;
  email?: string | null;
  role?: string | null;
  profile?: { role?: string | null } | null;
}

export interface GuardAuthState {
  status: 'loading' | 'ready';
  user: GuardUser | null;
}

export interface AccessResult {
  hasAccess: boolean;
  reason: string;
}

/** The admin guard's reason when the user has no role at all. */
export const NO_ROLE_REASON = 'No role found for user';

/** The admin guard's reason for a role that is not an admin role. */
export function notAdminReason(role: string): string {
  return `User role "${role}" is not an admin role`;
}

/** The role guards read: `user.role`, else `user.profile.role`. */
export function userRole(user: GuardUser): string | null {
  return user.role || user.profile?.role || null;
}

/**
 * The admin guard: granted for admin, super_admin and platform_owner only. A missing role is
 * denied with 'No role found for user'; another role with the reason that it is not admin.
 */
export function checkAdminAccess(user: GuardUser): AccessResult {
  const role = userRole(user);
  if (!role) return { hasAccess: false, reason: NO_ROLE_REASON };
  if (!isAdminRole(role)) return { hasAccess: false, reason: notAdminReason(role) };
  return { hasAccess: true, reason: `Role "${role}" is an admin role` };
}

/** What a guard does now (specification §4, "Guard"). */
export type GuardDecision =
  /** Auth is still initialising: show the spinner. */
  | { action: 'wait' }
  | { action: 'render' }
  /** No user: store the path and query under authRedirect, then replace-navigate to login. */
  | { action: 'redirect-login' }
  /** A signed-in user on a guest-only route. */
  | { action: 'redirect-dashboard' }
  /** Denied: show 'Access Denied' with the reason and navigate to unauthorized. */
  | { action: 'deny'; reason: string }
  /** A guard type the client cannot decide alone (zone, hub, a permission): check it. */
  | { action: 'check'; guardType: string };

/**
 * Decides a guard for `plan` given the auth state. Pure: the caller performs the redirect,
 * the access check or the rendering.
 */
export function decideGuard(plan: GuardPlan, auth: GuardAuthState): GuardDecision {
  if (plan.kind === 'public') return { action: 'render' };
  if (plan.kind === 'dynamic' && plan.public) return { action: 'render' };
  if (auth.status === 'loading') return { action: 'wait' };
  const { user } = auth;

  if (plan.kind === 'login') return user ? { action: 'redirect-dashboard' } : { action: 'render' };
  const guardType = plan.kind === 'guarded' ? plan.guardType : AUTH;
  if (guardType === GUEST) return user ? { action: 'redirect-dashboard' } : { action: 'render' };
  if (!user) return { action: 'redirect-login' };
  if (guardType === AUTH) return { action: 'render' };
  if (guardType === ADMIN) {
    const access = checkAdminAccess(user);
    return access.hasAccess ? { action: 'render' } : { action: 'deny', reason: access.reason };
  }
  return { action: 'check', guardType };
}
