import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyModule, useLazyModule } from './lazy-module';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? (
      <p>failed: {String((this.state.error as Error).message)}</p>
    ) : (
      this.props.children
    );
  }
}

function Show({ module }: { module: ReturnType<typeof lazyModule<{ text: string }>> }) {
  const loaded = useLazyModule(module);
  return <p>{loaded ? loaded.text : 'loading'}</p>;
}

describe('useLazyModule', () => {
  it('shows the placeholder, then the module once it arrives, and the module at once after that', async () => {
    const load = deferred<{ text: string }>();
    let calls = 0;
    const module = lazyModule(() => {
      calls += 1;
      return load.promise;
    });
    const first = render(<Show module={module} />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => load.resolve({ text: 'ready' }));
    expect(screen.getByText('ready')).toBeTruthy();
    first.unmount();
    render(<Show module={module} />);
    expect(screen.getByText('ready')).toBeTruthy(); // no placeholder the second time
    expect(calls).toBe(1);
  });

  it('throws a failed load to the error boundary, and loads again when remounted', async () => {
    const attempts = [deferred<{ text: string }>(), deferred<{ text: string }>()];
    let calls = 0;
    const module = lazyModule(() => attempts[calls++].promise);
    const view = render(
      <Boundary>
        <Show module={module} />
      </Boundary>,
    );
    await act(async () => attempts[0].reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(screen.getByText('failed: Failed to fetch dynamically imported module')).toBeTruthy();
    view.unmount();
    render(<Show module={module} />);
    await act(async () => attempts[1].resolve({ text: 'second try' }));
    expect(screen.getByText('second try')).toBeTruthy();
    expect(calls).toBe(2);
  });
});
