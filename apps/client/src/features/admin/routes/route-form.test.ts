import type { Route } from '@atrium/schema';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_ROUTE_FORM,
  routeCreateInput,
  routeFormSchema,
  routeFormValues,
  routeUpdatePatch,
} from './route-form';

const route: Route = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'reports',
  path: '/reports/:year',
  component_name: 'ReportsPage',
  component_path: null,
  layout: 'Main',
  is_public: false,
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  metadata: { dynamic: true, required_permission: 'reports.read' },
};

describe('route form', () => {
  it('checks name, path and component with the shared create rules', () => {
    const bad = routeFormSchema.safeParse({
      ...EMPTY_ROUTE_FORM,
      name: 'Bad Name',
      path: 'no-slash',
      component_name: '',
    });
    expect(bad.success).toBe(false);
    const fields = bad.error!.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['name', 'path', 'component_name']));
  });

  it('turns the form into a create body: no layout is null, the guard and dynamic into metadata', () => {
    expect(
      routeCreateInput({
        ...EMPTY_ROUTE_FORM,
        name: 'careers',
        path: '/careers',
        component_name: 'MarketingPage',
        layout: '',
        guard_type: 'admin',
        dynamic: true,
      }),
    ).toEqual({
      name: 'careers',
      path: '/careers',
      component_name: 'MarketingPage',
      layout: null,
      is_public: false,
      is_active: true,
      metadata: { dynamic: true, guard_type: 'admin' },
    });
  });

  it('sends only what changed, keeping metadata keys the form does not edit', () => {
    const values = routeFormValues(route);
    expect(routeUpdatePatch(route, values)).toEqual({});
    expect(
      routeUpdatePatch(route, {
        ...values,
        path: '/reports/:year/:month?',
        dynamic: false,
        guard_type: 'admin',
      }),
    ).toEqual({
      path: '/reports/:year/:month?',
      metadata: { required_permission: 'reports.read', guard_type: 'admin' },
    });
    expect(routeUpdatePatch(route, { ...values, layout: '' })).toEqual({ layout: null });
  });
});
