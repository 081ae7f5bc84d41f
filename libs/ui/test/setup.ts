import { cleanup, configure } from '@testing-library/react';
import type * as TestingLibrary from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import './resize-observer';

// Every render and renderHook gets the Lingui provider the client has at its root.
vi.mock('@testing-library/react', async (importOriginal) => {
  const { withLinguiProvider } = await import('./lingui-testing');
  return withLinguiProvider(await importOriginal<typeof TestingLibrary>());
});

// findBy… and waitFor give up after 1 s by default, which a loaded CI machine exceeded (5 s too, once,
// in the client suite). A ceiling only: a condition that holds is seen at once.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  if (typeof window === 'undefined') return; // node-environment tests (tokens)
  cleanup();
  localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
});
