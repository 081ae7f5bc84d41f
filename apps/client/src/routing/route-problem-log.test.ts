import { describe, expect, it, vi } from 'vitest';
import {
  createRouteProblemLog,
  PROBLEMS_LOGGED_PER_BUILD,
  ROUTE_PROBLEMS_LOGGED_KEY,
} from './route-problem-log';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

const missing = { route: 'reports', message: "Component 'ReportsPage' is not in this build" };

describe('route problems reported to the server log', () => {
  it('reports a problem once per tab, not again on the next page load', () => {
    const storage = memoryStorage();
    const first = vi.fn();
    createRouteProblemLog(first, storage)([missing]);
    expect(first).toHaveBeenCalledWith(missing.message, { route: 'reports' });

    const reloaded = vi.fn(); // a new page load in the same tab: a new log over the same storage
    createRouteProblemLog(reloaded, storage)([missing]);
    expect(reloaded).not.toHaveBeenCalled();

    const otherTab = vi.fn();
    createRouteProblemLog(otherTab, memoryStorage())([missing]);
    expect(otherTab).toHaveBeenCalledTimes(1);
  });

  it('reports a new problem even after others were reported', () => {
    const storage = memoryStorage();
    createRouteProblemLog(vi.fn(), storage)([missing]);
    const warn = vi.fn();
    const layout = { route: 'reports', message: "Layout 'wide' is not in this build" };
    createRouteProblemLog(warn, storage)([missing, layout]);
    expect(warn.mock.calls).toEqual([[layout.message, { route: 'reports' }]]);
  });

  it('sums up beyond the first problems of one build, and still reports once without storage', () => {
    const warn = vi.fn();
    const log = createRouteProblemLog(warn, null);
    const many = Array.from({ length: PROBLEMS_LOGGED_PER_BUILD + 3 }, (_, i) => ({
      route: `r${i}`,
      message: 'bad path',
    }));
    log(many);
    expect(warn).toHaveBeenCalledTimes(PROBLEMS_LOGGED_PER_BUILD + 1);
    expect(warn).toHaveBeenLastCalledWith('3 more route problems (see the admin routes page)');
    log(many);
    expect(warn).toHaveBeenCalledTimes(PROBLEMS_LOGGED_PER_BUILD + 1);
  });

  it('ignores a damaged stored list', () => {
    const storage = memoryStorage();
    storage.setItem(ROUTE_PROBLEMS_LOGGED_KEY, '{not json');
    const warn = vi.fn();
    createRouteProblemLog(warn, storage)([missing]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.getItem(ROUTE_PROBLEMS_LOGGED_KEY) ?? '')).toEqual([
      `reports: ${missing.message}`,
    ]);
  });
});
