import type { SchemaEntry } from '@atrium/schema';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/test/render';
import { collectionKeys } from '@/features/schema-ui/api/collection-keys';
import { hubKeys } from '@/features/hubs/api/hub-keys';
import { formKeys } from '@/features/modules/api/forms-api';
import { zoneKeys } from '@/features/zones/api/zone-keys';
import { projects } from '@/features/schema-ui/testing/fixtures';
import { useEntityNames } from './useEntityNames';

const entry: SchemaEntry = {
  name: projects.name,
  builtin: false,
  version: 1,
  updated_at: null,
  schema: { ...projects, label: 'Project', label_plural: 'Client projects' },
  access: { actions: ['read'], read_fields: [], write_fields: [], scope: { kind: 'all' } },
};

describe('useEntityNames', () => {
  it("names a collection's page by its label from the loaded schemas, not by its name", () => {
    const client = createTestQueryClient();
    client.setQueryData(collectionKeys.schemas(), [entry]);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useEntityNames({ name: projects.name }), { wrapper });
    expect(result.current.names[projects.name]).toBe('Client projects');
    // Without a plural label, the page heading makes the label plural ("Books"): so does the crumb.
    const books = {
      ...entry,
      name: 'books',
      schema: { ...entry.schema, name: 'books', label: 'Book', label_plural: undefined },
    };
    client.setQueryData(collectionKeys.schemas(), [entry, books]);
    const plural = renderHook(() => useEntityNames({ name: 'books' }), { wrapper });
    expect(plural.result.current.names.books).toBe('Books');
    const unknown = renderHook(() => useEntityNames({ name: 'nope' }), { wrapper });
    expect(unknown.result.current.names).toEqual({});
    expect(unknown.result.current.loading.size).toBe(0);
  });

  it("names a form's builder by its title, and waits for it while the form is on its way", async () => {
    const client = createTestQueryClient();
    const formId = '7b1c2b7e-9a4d-4c1e-8b2a-0d9e6f5a4b3c';
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    let resolve: (form: unknown) => void = () => {};
    void client.prefetchQuery({
      queryKey: formKeys.detail(formId),
      queryFn: () => new Promise((r) => (resolve = r)),
    });
    const { result } = renderHook(() => useEntityNames({ formId }), { wrapper });
    await waitFor(() => expect(result.current.loading.has(formId)).toBe(true));
    act(() => resolve({ id: formId, title: 'Customer feedback' }));
    await waitFor(() => expect(result.current.names[formId]).toBe('Customer feedback'));
    expect(result.current.loading.size).toBe(0);
  });

  it('says which ids the page is still fetching, so a breadcrumb shows a placeholder and not the id', async () => {
    const client = createTestQueryClient();
    const zoneId = '3f1c2b7e-9a4d-4c1e-8b2a-0d9e6f5a4b3c';
    void client.prefetchQuery({ queryKey: zoneKeys.detail(zoneId), queryFn: () => new Promise(() => {}) });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useEntityNames({ zoneId }), { wrapper });
    await waitFor(() => expect(result.current.loading.has(zoneId)).toBe(true));
    expect(result.current.names).toEqual({});
  });

  it('a module whose hub is on its way waits too, though its own query has not started', async () => {
    const client = createTestQueryClient();
    const zoneId = '3f1c2b7e-9a4d-4c1e-8b2a-0d9e6f5a4b3c';
    const hubId = '5a1c2b7e-9a4d-4c1e-8b2a-0d9e6f5a4b3c';
    const moduleId = 'd538bf63-6b14-4d5b-a864-bfd43e21e153';
    client.setQueryData(zoneKeys.detail(zoneId), { id: zoneId, name: 'Acme' });
    void client.prefetchQuery({
      queryKey: hubKeys.detail(zoneId, hubId),
      queryFn: () => new Promise(() => {}),
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useEntityNames({ zoneId, hubId, moduleId }), { wrapper });
    await waitFor(() => expect(result.current.loading.has(hubId)).toBe(true));
    expect(result.current.loading.has(moduleId)).toBe(true);
    expect(result.current.loading.has(zoneId)).toBe(false);
  });

  it('an id whose fetch is paused offline waits for its name, not shown as the id', async () => {
    const client = createTestQueryClient();
    const zoneId = '3f1c2b7e-9a4d-4c1e-8b2a-0d9e6f5a4b3c';
    act(() => onlineManager.setOnline(false));
    try {
      void client.prefetchQuery({ queryKey: zoneKeys.detail(zoneId), queryFn: () => Promise.resolve({}) });
      const wrapper = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      );
      const { result } = renderHook(() => useEntityNames({ zoneId }), { wrapper });
      expect(client.getQueryState(zoneKeys.detail(zoneId))?.fetchStatus).toBe('paused');
      expect(result.current.loading.has(zoneId)).toBe(true);
    } finally {
      act(() => onlineManager.setOnline(true));
    }
  });

  it('a module waits while its page checks access to it (the guard asks before the module)', async () => {
    const client = createTestQueryClient();
    const zoneId = '3f1c2b7e-9a4d-4c1e-8b2a-0d9e6f5a4b3c';
    const hubId = '5a1c2b7e-9a4d-4c1e-8b2a-0d9e6f5a4b3c';
    const moduleId = 'd538bf63-6b14-4d5b-a864-bfd43e21e153';
    client.setQueryData(zoneKeys.detail(zoneId), { id: zoneId, name: 'Acme' });
    client.setQueryData(hubKeys.detail(zoneId, hubId), { id: hubId, name: 'Handbook' });
    void client.prefetchQuery({
      queryKey: zoneKeys.access(zoneId, 'module', 'read', hubId),
      queryFn: () => new Promise(() => {}),
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useEntityNames({ zoneId, hubId, moduleId }), { wrapper });
    await waitFor(() => expect(result.current.loading.has(moduleId)).toBe(true));
    expect(result.current.names).toEqual({ [zoneId]: 'Acme', [hubId]: 'Handbook' });
    // Once the check has answered and the module was never asked for (refused), the id shows
    client.setQueryData(zoneKeys.access(zoneId, 'module', 'read', hubId), { hasAccess: false });
    await waitFor(() => expect(result.current.loading.has(moduleId)).toBe(false));
  });
});
