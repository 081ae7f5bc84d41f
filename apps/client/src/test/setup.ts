import { cleanup, configure } from '@testing-library/react';
import type * as TestingLibrary from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '../../../../libs/ui/test/resize-observer';

// Every render and renderHook gets the Lingui provider the app has at its root (main.tsx).
vi.mock('@testing-library/react', async (importOriginal) => {
  const { withLinguiProvider } = await import('../../../../libs/ui/test/lingui-testing');
  return withLinguiProvider(await importOriginal<typeof TestingLibrary>());
});

// findBy… and waitFor give up after 1 s by default, which a loaded CI machine exceeded; so did 5 s
// once (a record form's submit → POST → close, with the machine's load average at 15 on 2 cores).
// A ceiling only: a condition that holds is seen at once, and the tests' own limit is 30 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not implement scrolling; the router's scroll restoration calls it on navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear(); // lists remember their view per tab (list-view-state.ts)
  document.documentElement.className = '';
});
