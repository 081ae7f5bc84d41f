import { i18n } from '@lingui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubMatchMedia } from '../test/match-media';
import { AppShell } from './layout-shell';

describe('AppShell', () => {
  it('renders header, main and footer slots with a skip link to main', () => {
    render(
      <AppShell header={<span>Atrium</span>} footer={<footer>Footer</footer>}>
        <p>Content</p>
      </AppShell>,
    );
    expect(screen.getByRole('banner').textContent).toContain('Atrium');
    const main = screen.getByRole('main');
    expect(main.id).toBe('main-content');
    expect(main.textContent).toBe('Content');
    expect(screen.getByRole('contentinfo').textContent).toBe('Footer');
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main-content');
    expect(screen.queryByRole('button', { name: /open navigation/i })).toBeNull();
  });

  it('keeps the capital of the sidebar name in the drawer button outside English (German nouns)', () => {
    act(() => i18n.loadAndActivate({ locale: 'de', messages: {} }));
    try {
      render(
        <AppShell header="Atrium" sidebar={<a href="/zones">Zonen</a>} sidebarLabel="Arbeitsbereich">
          Inhalt
        </AppShell>,
      );
      expect(document.querySelector('header button')?.getAttribute('aria-label')).toBe('Open Arbeitsbereich');
    } finally {
      act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
    }
  });

  it('shows the sidebar as a column and offers a drawer button for small screens', () => {
    render(
      <AppShell header="Atrium" sidebar={<a href="/zones">Zones</a>}>
        Content
      </AppShell>,
    );
    const aside = screen.getByRole('complementary', { name: 'Navigation' });
    expect(aside.className).toContain('md:flex');
    expect(aside.className).toContain('hidden');
    expect(screen.getByRole('button', { name: 'Open navigation' }).className).toContain('md:hidden');
  });

  it('opens the drawer with the sidebar content and closes it with Escape', () => {
    render(
      <AppShell header="Atrium" sidebar={<a href="/zones">Zones</a>}>
        Content
      </AppShell>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const dialog = screen.getByRole('dialog', { name: 'Navigation' });
    expect(dialog.textContent).toContain('Zones');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the drawer when the window grows to the md breakpoint', () => {
    const media = stubMatchMedia(false);
    render(
      <AppShell header="Atrium" sidebar={<a href="/zones">Zones</a>}>
        Content
      </AppShell>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => media.setMatches(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
