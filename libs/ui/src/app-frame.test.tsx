import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppFrame } from './app-frame';

describe('AppFrame', () => {
  it('renders header, main and footer with a skip link to main, and no drawer button', () => {
    render(
      <AppFrame header={<span>Atrium</span>} footer={<footer>Footer</footer>} data-layout="Public">
        <p>Content</p>
      </AppFrame>,
    );
    expect(screen.getByRole('banner').textContent).toContain('Atrium');
    const main = screen.getByRole('main');
    expect(main.id).toBe('main-content');
    expect(main.textContent).toBe('Content');
    expect(screen.getByRole('contentinfo').textContent).toBe('Footer');
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main-content');
    expect(document.querySelector('[data-slot="app-shell"]')?.getAttribute('data-layout')).toBe('Public');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a sidebar as a labelled column', () => {
    render(
      <AppFrame header="Atrium" sidebar={<a href="/zones">Zones</a>} sidebarLabel="Workspace">
        Content
      </AppFrame>,
    );
    expect(screen.getByRole('complementary', { name: 'Workspace' }).textContent).toBe('Zones');
  });
});
