/**
 * Route problems (a missing component or layout, a bad path) are reported to the server log once
 * per browser tab, not on every page load: what was reported is kept in session storage, so a
 * misconfigured route does not send a warning each time any visitor opens a page. The admin's
 * route validator lists them all the while.
 */
export const ROUTE_PROBLEMS_LOGGED_KEY = 'atrium:route-problems-logged';
/** Problems logged one by one per route tree; beyond that, one summary line. */
export const PROBLEMS_LOGGED_PER_BUILD = 20;
/** At most this many reported problems are remembered (oldest forgotten first). */
const REMEMBERED = 200;

export interface RouteProblem {
  message: string;
  route: string;
}

type Warn = (message: string, context?: Record<string, unknown>) => void;
type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled: remembered for this page load only
  }
}

export function createRouteProblemLog(warn: Warn, storage: Storage | null = tabStorage()) {
  const seen = new Set<string>();
  const read = (): string[] => {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(ROUTE_PROBLEMS_LOGGED_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
    } catch {
      return [];
    }
  };
  const remember = (keys: string[]) => {
    for (const k of keys) seen.add(k);
    try {
      const all = [...new Set([...read(), ...keys])].slice(-REMEMBERED);
      storage?.setItem(ROUTE_PROBLEMS_LOGGED_KEY, JSON.stringify(all));
    } catch {
      // full or disabled: this page load still remembers them
    }
  };

  return function logRouteProblems(problems: readonly RouteProblem[]): void {
    if (!problems.length) return;
    const stored = new Set(read());
    const key = (p: RouteProblem) => `${p.route}: ${p.message}`;
    const fresh = problems.filter((p) => !seen.has(key(p)) && !stored.has(key(p)));
    if (!fresh.length) return;
    for (const problem of fresh.slice(0, PROBLEMS_LOGGED_PER_BUILD)) {
      warn(problem.message, { route: problem.route });
    }
    if (fresh.length > PROBLEMS_LOGGED_PER_BUILD) {
      warn(`${fresh.length - PROBLEMS_LOGGED_PER_BUILD} more route problems (see the admin routes page)`);
    }
    remember(fresh.map(key));
  };
}
