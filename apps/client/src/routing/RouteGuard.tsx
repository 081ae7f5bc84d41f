import { decideGuard, type AccessResult, type GuardDecision } from '@atrium/schema';
import { useLingui } from '@lingui/react/macro';
import { useMatch, useNavigate, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useAuthSource } from '../auth/useAuthSource';
import { logger } from '../lib/app-logger';
import { LayoutFrame } from './LayoutFrame';
import { guardTargetPath } from './navigation/route-paths';
import { signInTarget, storeAuthRedirect, takeAuthRedirect } from './auth-redirect';
import type { RouteEntry } from '@atrium/schema';
import { GuardPending } from './screens/GuardPending';
import { PagePending } from './screens/PagePending';
import { useRouteSet } from './useRouteSet';

// Shown only when a guard refuses: not part of the first chunk.
const AccessDenied = lazy(() => import('./screens/AccessDenied').then((m) => ({ default: m.AccessDenied })));

export const ACCESS_CHECK_FAILED = 'Access check failed';

interface RouteGuardProps {
  entry: RouteEntry;
  params: Readonly<Record<string, string>>;
  children: ReactNode;
}

/** The database route that serves `path` (a whole match, not a fuzzy one), with its parameters. */
function routeAt(
  router: ReturnType<typeof useRouter>,
  path: string,
): { entry: RouteEntry; params: Record<string, string> } | null {
  const [, params, route] = router.getMatchedRoutes(path) as [
    unknown,
    Record<string, string>,
    { options: { staticData?: { entry?: RouteEntry } } } | undefined,
  ];
  const entry = Object.hasOwn(params, '**') ? undefined : route?.options.staticData?.entry;
  return entry ? { entry, params } : null;
}

/** Runs `checkAccess` for guard types the client cannot decide alone. */
function useAccessCheck(
  decision: GuardDecision,
  entry: RouteEntry,
  params: Readonly<Record<string, string>>,
) {
  const { checkAccess } = useAuthSource();
  const guardType = decision.action === 'check' ? decision.guardType : null;
  const paramsKey = JSON.stringify(params);
  const key = guardType === null ? null : `${guardType}|${entry.routerPath}|${paramsKey}`;
  const [result, setResult] = useState<{ key: string; access: AccessResult } | null>(null);

  useEffect(() => {
    if (key === null || guardType === null) return;
    // No permission service: allow (the server still decides what data comes back).
    if (!checkAccess) return;
    let live = true;
    checkAccess({ guardType, route: entry.route, params: JSON.parse(paramsKey) as Record<string, string> })
      .then((access) => live && setResult({ key, access }))
      .catch((error: unknown) => {
        logger.error(ACCESS_CHECK_FAILED, { guardType, route: entry.route.name, error });
        if (live) setResult({ key, access: { hasAccess: false, reason: ACCESS_CHECK_FAILED } });
      });
    return () => {
      live = false;
    };
  }, [key, guardType, checkAccess, entry.route, paramsKey]);

  if (key === null) return null;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a granted access's reason is never shown
  if (!checkAccess) return { hasAccess: true, reason: 'No permission service: access allowed' };
  return result?.key === key ? result.access : 'pending';
}

/**
 * The specification's Guard: waits (spinner) while auth loads; with no user stores the path
 * and query under authRedirect and replace-navigates to login; sends signed-in users away
 * from guest routes (from the login route to the stored authRedirect when there is one); otherwise checks access — granted renders the page, denied shows
 * 'Access Denied' with the reason and navigates to the unauthorized route.
 */
export function RouteGuard({ entry, params, children }: RouteGuardProps) {
  const auth = useAuthSource();
  const { routes } = useRouteSet();
  const navigate = useNavigate();
  const router = useRouter();
  const { t } = useLingui();
  // This route's own address (not the router's latest one, which moves first on navigation).
  const pathname = useMatch({ strict: false, select: (match) => match.pathname });
  const search = useMatch({ strict: false, select: (match) => match.search });
  let decision = decideGuard(entry.guard, auth);
  const access = useAccessCheck(decision, entry, params);
  if (decision.action === 'check' && access !== null && access !== 'pending') {
    decision = access.hasAccess ? { action: 'render' } : { action: 'deny', reason: access.reason };
  }
  const here = `${pathname}${router.options.stringifySearch(search)}`;
  const action = decision.action;
  const reason = decision.action === 'deny' ? decision.reason : null;

  useEffect(() => {
    if (router.state.location.pathname !== pathname) return; // already on the way elsewhere
    if (action === 'redirect-login') {
      const login = guardTargetPath(routes, 'login');
      if (login === null || login === pathname) return;
      storeAuthRedirect(here);
      void navigate({ to: login, replace: true, state: { authRedirectFrom: here } });
    } else if (action === 'redirect-dashboard') {
      // Just signed in on the login route: back to the page that sent the visitor here, when
      // they came straight from it and may open it; otherwise the dashboard.
      const dashboard = guardTargetPath(routes, 'dashboard');
      const toDashboard = () => {
        if (dashboard !== null && dashboard !== router.state.location.pathname)
          void navigate({ to: dashboard, replace: true });
      };
      const stored = entry.guard.kind === 'login' ? takeAuthRedirect(pathname) : null;
      const next = signInTarget(stored, router.state.location.state.authRedirectFrom, (path) => {
        const target = routeAt(router, path);
        return target ? decideGuard(target.entry.guard, auth) : null;
      });
      if (next.kind === 'redirect') {
        void navigate({ href: next.target, replace: true });
      } else if (next.kind === 'check' && auth.checkAccess) {
        const path = next.target.split(/[?#]/, 1)[0];
        const target = routeAt(router, path);
        if (!target) return toDashboard();
        auth
          .checkAccess({ guardType: next.guardType, route: target.entry.route, params: target.params })
          .then((result) =>
            result.hasAccess ? navigate({ href: next.target, replace: true }) : toDashboard(),
          )
          .catch(toDashboard);
      } else if (next.kind === 'check') {
        void navigate({ href: next.target, replace: true }); // no permission service: allowed
      } else {
        toDashboard();
      }
    } else if (action === 'deny' && reason !== null) {
      logger.warn(`Access Denied: ${reason}`, { route: entry.route.name });
      const unauthorized = guardTargetPath(routes, 'unauthorized');
      if (unauthorized !== null && unauthorized !== pathname) {
        void navigate({ to: unauthorized, replace: true, state: { accessDenied: { reason, from: here } } });
      }
    }
    // Act once per decision and address, not again on every route-set refresh.
  }, [action, reason, here]);

  if (action === 'render') return <>{children}</>;
  if (action === 'deny')
    return (
      <Suspense fallback={<GuardPending />}>
        <AccessDenied reason={reason} fullPage />
      </Suspense>
    );
  if (action === 'wait') return <GuardPending />;
  // A signed-in user waiting for the server's answer keeps the route's layout (menu, top bar) on
  // screen, with the spinner where the page goes: moving between zones, hubs and modules would
  // otherwise blank the whole window for every check.
  if (action === 'check')
    return (
      <LayoutFrame layout={entry.layout}>
        <PagePending label={t`Checking access`} />
      </LayoutFrame>
    );
  return <GuardPending label={t`Redirecting`} />;
}
