/**
 * Where guards and the shell learn who is signed in. The accounts work plugs its auth store
 * in by rendering `<AuthSourceProvider source={…}>` around the app (see README in routing/);
 * until then the default source says "not signed in" (ready, no user), so protected routes
 * send visitors to the login route and public ones render.
 *
 * There is deliberately no way to fake a signed-in user from the browser: the value only
 * comes from React context, set in code.
 */
import { createContext } from 'react';
import type { AccessResult, RouteRecord } from '@atrium/schema';

/** A signed-in user as guards read it (specification §3): id, email, role, profile.role. */
export interface AuthUser {
  id: string;
  email: string;
  role: string | null;
  profile?: { role?: string | null; first_name?: string | null; last_name?: string | null } | null;
}

/** A guard type the client cannot decide alone (zone, hub, a permission), with its context. */
export interface AccessRequest {
  guardType: string;
  route: RouteRecord;
  /** The URL parameters of the page (zoneId, hubId…). */
  params: Readonly<Record<string, string>>;
}

export interface AuthSource {
  /** 'loading' while auth initialises (guards show a spinner), then 'ready'. */
  status: 'loading' | 'ready';
  user: AuthUser | null;
  /**
   * Checks a guard type other than auth, guest and admin (for example zone or hub access
   * through POST /permissions/check). Absent: such routes only need a signed-in user (the
   * specification allows access when the permission service is unavailable; the server still
   * decides what data is returned). Rejecting shows 'Access Denied' with 'Access check failed'.
   */
  checkAccess?: (request: AccessRequest) => Promise<AccessResult>;
  /** Signs out; the user menu offers it when present. */
  signOut?: () => Promise<void> | void;
}

/** The default until the accounts work lands: ready, nobody signed in. */
export const SIGNED_OUT: AuthSource = Object.freeze({ status: 'ready', user: null });

export const AuthSourceContext = createContext<AuthSource>(SIGNED_OUT);
AuthSourceContext.displayName = 'AuthSource';
