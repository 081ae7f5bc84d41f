import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy… and waitFor give up after 1 s by default, which a loaded CI machine exceeded.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not implement scrolling; the router's scroll restoration calls it on navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  document.documentElement.className = '';
});
