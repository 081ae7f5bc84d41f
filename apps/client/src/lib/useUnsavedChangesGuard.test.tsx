import {
  createBrowserHistory,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNSAVED_CHANGES_TITLE, UnsavedChangesPrompt } from './useUnsavedChangesGuard';

function NameForm() {
  const [saved, setSaved] = useState('Ada');
  const [name, setName] = useState('Ada');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(name);
      }}
    >
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="submit">Save</button>
      <UnsavedChangesPrompt when={name !== saved} />
    </form>
  );
}

function renderForm({ browser = false } = {}) {
  const root = createRootRoute({
    component: () => (
      <>
        <nav>
          <Link to="/other">Other page</Link>
        </nav>
        <Outlet />
      </>
    ),
  });
  const formRoute = createRoute({ getParentRoute: () => root, path: '/form', component: NameForm });
  const otherRoute = createRoute({
    getParentRoute: () => root,
    path: '/other',
    component: () => <h1>Other page content</h1>,
  });
  if (browser) window.history.replaceState(null, '', '/form');
  const history = browser ? createBrowserHistory() : createMemoryHistory({ initialEntries: ['/form'] });
  const router = createRouter({ routeTree: root.addChildren([formRoute, otherRoute]), history });
  render(<RouterProvider router={router} />);
  return { router };
}

describe('useUnsavedChangesGuard', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks in an in-app dialog before leaving a dirty form; Stay keeps the page and the edit', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { router } = renderForm();
    const input = await screen.findByLabelText('Name');
    fireEvent.change(input, { target: { value: 'Grace' } });

    fireEvent.click(screen.getByRole('link', { name: 'Other page' }));
    const dialog = await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TITLE });
    expect(dialog.textContent).toContain('Your unsaved changes on this page will be lost.');
    expect(confirm).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Grace');
  });

  it('Leave discards the changes and carries on with the navigation', async () => {
    const { router } = renderForm();
    const input = await screen.findByLabelText('Name');
    fireEvent.change(input, { target: { value: 'Ada Lovelace' } });

    fireEvent.click(screen.getByRole('link', { name: 'Other page' }));
    await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TITLE });
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));

    expect(await screen.findByRole('heading', { name: 'Other page content' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/other');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets a clean form go without a dialog, also once its changes are saved', async () => {
    const { router } = renderForm();
    const input = await screen.findByLabelText('Name');
    fireEvent.change(input, { target: { value: 'Ada x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    fireEvent.click(screen.getByRole('link', { name: 'Other page' }));
    expect(await screen.findByRole('heading', { name: 'Other page content' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/other');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks the browser to prompt on unload only while dirty', async () => {
    renderForm({ browser: true });
    const input = await screen.findByLabelText('Name');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.change(input, { target: { value: 'Ada y' } });
    expect(unload()).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
