import { describe, expect, it } from 'vitest';
import { builtinCollection, builtinCollections } from './builtin/index.js';
import { collectionSchema, type CollectionInput } from './collection-schema.js';
import { resolveRowScope } from './row-scope.js';
import { validateCollection } from './validate-collection.js';

/**
 * Row scopes through a relation path (`via`): an integrator's `tickets` reach their zone through
 * their project, and the path is checked against the declared relations.
 */
const PROJECTS: CollectionInput = {
  name: 'projects',
  label: 'Project',
  fields: [
    { name: 'title', type: 'string', required: true },
    { name: 'zone_id', type: 'relation', target: 'zones', required: true, on_delete: 'cascade' },
    { name: 'lead_id', type: 'relation', target: 'users', on_delete: 'set_null' },
  ],
};

function tickets(scope: unknown): CollectionInput {
  return {
    name: 'tickets',
    label: 'Ticket',
    fields: [
      { name: 'title', type: 'string', required: true },
      { name: 'open', type: 'boolean', required: true, default: true },
      { name: 'project_id', type: 'relation', target: 'projects', required: true, on_delete: 'cascade' },
    ],
    permissions: { user: { actions: ['read'], scope } } as CollectionInput['permissions'],
  };
}

const projects = collectionSchema.parse(PROJECTS);
const context = { collections: [...builtinCollections(), projects] };

describe('row scopes through a relation path', () => {
  it.each([
    [{ kind: 'zone_member', via: ['project_id'], field: 'zone_id' }],
    [{ kind: 'zone_member', via: ['project_id', 'zone_id'], field: 'id', zone_roles: ['owner'] }],
    [{ kind: 'own', via: ['project_id'], field: 'lead_id' }],
    [
      {
        kind: 'zone_member',
        via: ['project_id'],
        field: 'zone_id',
        inactive: { field: 'open', zone_roles: ['owner', 'admin'] },
      },
    ],
  ])('accepts a path that follows declared relations: %j', (scope) => {
    expect(validateCollection(tickets(scope), context).problems).toEqual([]);
  });

  it.each([
    [
      'a path through a field that is not a relation',
      { kind: 'zone_member', via: ['title'], field: 'zone_id' },
      'permissions.user.scope.via[0]',
      '"title" of "tickets" is not a relation; a scope path follows relations only',
    ],
    [
      'a path through a field that does not exist',
      { kind: 'zone_member', via: ['nope'], field: 'zone_id' },
      'permissions.user.scope.via[0]',
      'Collection "tickets" has no field "nope"',
    ],
    [
      'a field missing at the end of the path',
      { kind: 'zone_member', via: ['project_id'], field: 'hub_id' },
      'permissions.user.scope.field',
      'Collection "projects" has no field "hub_id"',
    ],
    [
      'an end field that is not a zone',
      { kind: 'zone_member', via: ['project_id'], field: 'lead_id' },
      'permissions.user.scope.field',
      'A "zone_member" scope needs a uuid field or a relation to zones; "lead_id" is not one',
    ],
    [
      'an own scope ending on a zone',
      { kind: 'own', via: ['project_id'], field: 'zone_id' },
      'permissions.user.scope.field',
      'relation to users',
    ],
    [
      'an internal field at the end of the path',
      { kind: 'own', via: ['project_id', 'lead_id'], field: 'password_hash' },
      'permissions.user.scope.field',
      'Collection "users" has no field "password_hash"',
    ],
    [
      'an inactive flag that is not a boolean',
      {
        kind: 'zone_member',
        via: ['project_id'],
        field: 'zone_id',
        inactive: { field: 'title', zone_roles: ['owner'] },
      },
      'permissions.user.scope.inactive.field',
      '"title" is not a boolean field of "tickets"',
    ],
    [
      'a path longer than three relations',
      { kind: 'zone_member', via: ['a', 'b', 'c', 'd'], field: 'zone_id' },
      'permissions.user.scope.via',
      '',
    ],
  ])('refuses %s, naming where', (_what, scope, path, message) => {
    const result = validateCollection(tickets(scope), context);
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([{ path, message: expect.stringContaining(message) }]);
  });

  it('names an unknown target when the neighbours are known, and stops quietly when they are not', () => {
    const scope = { kind: 'zone_member', via: ['project_id'], field: 'zone_id' };
    expect(validateCollection(tickets(scope), { collections: builtinCollections() }).problems).toEqual([
      { path: 'fields[2].target', message: 'Unknown collection "projects"' },
      { path: 'permissions.user.scope.via[0]', message: 'Unknown collection "projects"' },
    ]);
    expect(validateCollection(tickets(scope)).problems).toEqual([]);
  });

  it('resolves a path to the tables the SQL walks, or to nothing when a step is gone', () => {
    const ticketsCollection = collectionSchema.parse(
      tickets({ kind: 'zone_member', via: ['project_id'], field: 'zone_id', zone_roles: ['owner'] }),
    );
    const lookup = (name: string) => (name === 'projects' ? projects : builtinCollection(name));
    expect(resolveRowScope(ticketsCollection, ticketsCollection.permissions.user.scope, lookup)).toEqual({
      scope: {
        kind: 'zone_member',
        steps: [{ field: 'project_id', table: 'projects' }],
        field: 'zone_id',
        zoneRoles: ['owner'],
      },
      problems: [],
    });
    const gone = resolveRowScope(
      ticketsCollection,
      ticketsCollection.permissions.user.scope,
      () => undefined,
    );
    expect(gone.scope).toBeUndefined();
    expect(gone.problems).toEqual([{ path: ['via', 0], message: 'Unknown collection "projects"' }]);
  });

  it('gives the built-in modules and dashboards their zone through the hub', () => {
    const lookup = (name: string) => builtinCollection(name);
    const modules = builtinCollection('modules')!;
    expect(resolveRowScope(modules, modules.permissions.user.scope, lookup).scope).toEqual({
      kind: 'zone_member',
      steps: [{ field: 'hub_id', table: 'hubs' }],
      field: 'zone_id',
      inactive: { field: 'is_active', zoneRoles: ['owner', 'admin', 'member'] },
    });
    const dashboards = builtinCollection('dashboards')!;
    expect(resolveRowScope(dashboards, dashboards.permissions.user.scope, lookup).scope).toEqual({
      kind: 'zone_member',
      steps: [{ field: 'hub_id', table: 'hubs' }],
      field: 'zone_id',
    });
  });
});
