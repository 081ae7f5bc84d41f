import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithQuery } from '@/test/render';
import { SystemStatus } from './SystemStatus';

const healthy = {
  status: 'ok',
  database: { status: 'up', latency_ms: 3.4 },
  version: '0.1.0',
  uptime_s: 120,
};

function stubHealth(...responses: (Response | Error)[]) {
  const fetchMock = vi.fn();
  for (const response of responses) {
    if (response instanceof Error) fetchMock.mockRejectedValueOnce(response);
    else fetchMock.mockResolvedValueOnce(response);
  }
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const status = () => screen.getByTestId('system-status');

describe('SystemStatus', () => {
  it('shows a skeleton while the first check runs', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderWithQuery(<SystemStatus />);
    expect(status().dataset.status).toBe('loading');
    expect(status().getAttribute('aria-busy')).toBe('true');
    expect(status().querySelector('[data-slot="skeleton"]')).not.toBeNull();
  });

  it('shows all systems operational with the database latency', async () => {
    const fetchMock = stubHealth(jsonResponse(healthy));
    renderWithQuery(<SystemStatus />);
    await waitFor(() => expect(status().dataset.status).toBe('ok'));
    expect(status().textContent).toContain('All systems operational');
    expect(status().textContent).toContain('DB 3 ms');
    expect(status().querySelector('[data-slot="status-dot"]')?.getAttribute('data-status')).toBe('ok');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/health');
  });

  it('shows Degraded', async () => {
    stubHealth(jsonResponse({ ...healthy, status: 'degraded', database: { status: 'up', latency_ms: 812 } }));
    renderWithQuery(<SystemStatus />);
    await waitFor(() => expect(status().dataset.status).toBe('degraded'));
    expect(status().textContent).toContain('Degraded');
    expect(status().textContent).toContain('DB 812 ms');
  });

  it('treats a 503 as Unavailable', async () => {
    stubHealth(
      jsonResponse(
        { status: 'down', database: { status: 'down', latency_ms: null }, version: '0.1.0', uptime_s: 5 },
        503,
      ),
    );
    renderWithQuery(<SystemStatus />);
    await waitFor(() => expect(status().dataset.status).toBe('down'));
    expect(status().textContent).toContain('Unavailable');
    expect(status().textContent).toContain('Database unreachable');
  });

  it('treats a 503 with an error body as Unavailable', async () => {
    stubHealth(
      jsonResponse(
        { error: 'Service Unavailable', code: 'UNAVAILABLE', message: 'Down', timestamp: 't' },
        503,
      ),
    );
    renderWithQuery(<SystemStatus />);
    await waitFor(() => expect(status().dataset.status).toBe('down'));
    expect(status().textContent).toContain('Unavailable');
  });

  it('shows an error state with a retry that recovers', async () => {
    const fetchMock = stubHealth(new TypeError('Failed to fetch'), jsonResponse(healthy));
    renderWithQuery(<SystemStatus />);
    await waitFor(() => expect(status().dataset.status).toBe('error'));
    expect(status().textContent).toContain('Status unavailable');
    fireEvent.click(screen.getByRole('button', { name: /retry/i }));
    await waitFor(() => expect(status().dataset.status).toBe('ok'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the error state for an unexpected body', async () => {
    stubHealth(jsonResponse({ hello: 'world' }));
    renderWithQuery(<SystemStatus />);
    await waitFor(() => expect(status().dataset.status).toBe('error'));
  });
});
