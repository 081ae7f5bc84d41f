import { builtinCollection, type Route } from '@atrium/schema';
import { describe, expect, it } from 'vitest';
import {
  routeCreateInput,
  routeFormCollection,
  routeFormProblems,
  routeFormRecord,
  routeUpdatePatch,
} from './route-form';

const route: Route = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'reports',
  path: '/reports/:year',
  component_name: 'ReportsPage',
  component_path: null,
  layout: 'MainLayout',
  is_public: false,
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  metadata: { dynamic: true, required_permission: 'reports.read' },
};

describe('route form', () => {
  it("is the routes collection's schema: its fields' bounds and patterns, the layout and access as choices", () => {
    const form = routeFormCollection();
    const declared = builtinCollection('routes')!;
    const name = form.fields.find((f) => f.name === 'name')!;
    expect(name).toMatchObject({ type: 'string', required: true, unique: true });
    expect(name).toEqual({ ...declared.fields.find((f) => f.name === 'name'), help: expect.any(String) });
    expect(form.fields.find((f) => f.name === 'layout')).toMatchObject({ type: 'enum' });
    expect(form.form?.sections.map((s) => s.fields)).toEqual([
      ['name', 'path', 'component_name', 'layout'],
      ['guard_type', 'is_public', 'dynamic', 'is_active'],
    ]);
    // The access choice is not named like its section ("Access" above "Access (optional)").
    const labels = form.fields.map((f) => f.label);
    for (const section of form.form?.sections ?? []) expect(labels).not.toContain(section.label);
    // A stored guard the options do not list is offered, so an edit shows it.
    const withCustom = routeFormCollection('zone_owner').fields.find((f) => f.name === 'guard_type');
    expect(withCustom).toMatchObject({
      options: expect.arrayContaining([expect.objectContaining({ value: 'zone_owner' })]),
    });
  });

  it("checks name, path and component with the route API's own messages", () => {
    expect(routeFormProblems({ name: 'Bad Name', path: 'no-slash', component_name: 'Bad name!' })).toEqual({
      name: expect.stringContaining('Name must start with a lowercase letter'),
      path: 'Path must start with "/"',
      component_name: expect.stringContaining('Component name may contain only'),
    });
    // An edit's body carries only what changed: the others are not checked.
    expect(routeFormProblems({ path: '/ok' })).toEqual({});
  });

  it('turns a create body into POST /routes: no layout is null, the guard and dynamic into metadata', () => {
    expect(
      routeCreateInput({
        name: 'careers',
        path: '/careers',
        component_name: 'MarketingPage',
        guard_type: 'admin',
        dynamic: true,
        is_public: false,
        is_active: true,
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

  it('starts an edit from the stored row: the canonical layout, the metadata keys as fields', () => {
    expect(routeFormRecord(route)).toMatchObject({ layout: 'Main', guard_type: null, dynamic: true });
  });

  it('sends only what changed, keeping metadata keys the form does not edit', () => {
    expect(routeUpdatePatch(route, {})).toEqual({});
    expect(
      routeUpdatePatch(route, { path: '/reports/:year/:month?', dynamic: false, guard_type: 'admin' }),
    ).toEqual({
      path: '/reports/:year/:month?',
      metadata: { required_permission: 'reports.read', guard_type: 'admin' },
    });
    expect(routeUpdatePatch(route, { layout: null })).toEqual({ layout: null });
    // Emptying the access removes the key and nothing else.
    const guarded = { ...route, metadata: { guard_type: 'admin', required_permission: 'x' } };
    expect(routeUpdatePatch(guarded, { guard_type: null })).toEqual({
      metadata: { required_permission: 'x' },
    });
  });
});
