import { describe, expect, it } from 'vitest';
import { builtinCollection, builtinCollections } from './builtin/index.js';
import { collectionSchema, type CollectionInput } from './collection-schema.js';
import { resolveRowScope, writeRowScope, ZONE_CONTENT_WRITERS } from './row-scope.js';
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
    [{ kind: 'own', via: ['project_id'], field: 'lead_id', zone_peers: true }],
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
      'permissions.user.scope.via.0',
      '"title" of "tickets" is not a relation; a scope path follows relations only',
    ],
    [
      'a path through a field that does not exist',
      { kind: 'zone_member', via: ['nope'], field: 'zone_id' },
      'permissions.user.scope.via.0',
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

  it('names an unknown target once, at its field, when the neighbours are known, and stops quietly when they are not', () => {
    const scope = { kind: 'zone_member', via: ['project_id'], field: 'zone_id' };
    expect(validateCollection(tickets(scope), { collections: builtinCollections() }).problems).toEqual([
      { path: 'fields.2.target', message: 'Unknown collection "projects"' },
    ]);
    expect(validateCollection(tickets(scope)).problems).toEqual([]);
  });

  it('resolves an own scope that reads zone peers, through a path too', () => {
    const peers = collectionSchema.parse(
      tickets({ kind: 'own', via: ['project_id'], field: 'lead_id', zone_peers: true }),
    );
    const lookup = (name: string) => (name === 'projects' ? projects : builtinCollection(name));
    expect(resolveRowScope(peers, peers.permissions.user.scope, lookup).scope).toEqual({
      kind: 'own',
      steps: [{ field: 'project_id', table: 'projects' }],
      field: 'lead_id',
      zonePeers: true,
    });
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
    expect(gone.problems).toEqual([
      { path: ['via', 0], message: 'Unknown collection "projects"', unknownTarget: 'projects' },
    ]);
  });

  it('gives the built-in modules and dashboards their zone through the hub, an inactive hub’s to its managers only', () => {
    const lookup = (name: string) => builtinCollection(name);
    const hubStep = [{ field: 'hub_id', table: 'hubs' }];
    const ofActiveHubs = {
      kind: 'zone_member',
      steps: hubStep,
      field: 'zone_id',
      inactive: { steps: hubStep, field: 'is_active', zoneRoles: ['owner', 'admin'], includeArchived: true },
    };
    const modules = builtinCollection('modules')!;
    expect(resolveRowScope(modules, modules.permissions.user.scope, lookup).scope).toEqual({
      kind: 'all_of',
      of: [
        {
          kind: 'zone_member',
          steps: hubStep,
          field: 'zone_id',
          inactive: { steps: [], field: 'is_active', zoneRoles: ['owner', 'admin', 'member'] },
        },
        ofActiveHubs,
      ],
    });
    const dashboards = builtinCollection('dashboards')!;
    expect(resolveRowScope(dashboards, dashboards.permissions.user.scope, lookup).scope).toEqual(
      ofActiveHubs,
    );
    const hubs = builtinCollection('hubs')!;
    expect(resolveRowScope(hubs, hubs.permissions.user.scope, lookup).scope).toEqual({
      kind: 'zone_member',
      steps: [],
      field: 'zone_id',
      inactive: { steps: [], field: 'is_active', zoneRoles: ['owner', 'admin'], includeArchived: true },
    });
  });

  it('reads an inactive flag at the end of its own path (inactive.via), checked as via is', () => {
    const scope = {
      kind: 'zone_member',
      via: ['project_id'],
      field: 'zone_id',
      inactive: { via: ['project_id'], field: 'archived', zone_roles: ['owner'], include_archived: true },
    };
    const withFlag: CollectionInput = {
      ...PROJECTS,
      fields: [...PROJECTS.fields, { name: 'archived', type: 'boolean', required: true, default: false }],
    };
    const projectsWithFlag = collectionSchema.parse(withFlag);
    const ok = validateCollection(tickets(scope), {
      collections: [...builtinCollections(), projectsWithFlag],
    });
    expect(ok.problems).toEqual([]);
    const ticketsCollection = collectionSchema.parse(tickets(scope));
    const lookup = (name: string) => (name === 'projects' ? projectsWithFlag : builtinCollection(name));
    expect(
      resolveRowScope(ticketsCollection, ticketsCollection.permissions.user.scope, lookup).scope,
    ).toEqual({
      kind: 'zone_member',
      steps: [{ field: 'project_id', table: 'projects' }],
      field: 'zone_id',
      inactive: {
        steps: [{ field: 'project_id', table: 'projects' }],
        field: 'archived',
        zoneRoles: ['owner'],
        includeArchived: true,
      },
    });
  });

  it.each([
    [
      'a flag path through a field that is not a relation',
      { via: ['title'], field: 'open' },
      'permissions.user.scope.inactive.via.0',
      '"title" of "tickets" is not a relation; a scope path follows relations only',
    ],
    [
      'a flag path through a field that does not exist',
      { via: ['nope'], field: 'open' },
      'permissions.user.scope.inactive.via.0',
      'Collection "tickets" has no field "nope"',
    ],
    [
      'a flag that is not a boolean of the collection its path reaches',
      { via: ['project_id'], field: 'title' },
      'permissions.user.scope.inactive.field',
      '"title" is not a boolean field of "projects"',
    ],
    [
      'a flag missing at the end of its path',
      { via: ['project_id'], field: 'open' },
      'permissions.user.scope.inactive.field',
      '"open" is not a boolean field of "projects"',
    ],
  ])('refuses %s, naming where', (_what, inactive, path, message) => {
    const scope = {
      kind: 'zone_member',
      via: ['project_id'],
      field: 'zone_id',
      inactive: { ...inactive, zone_roles: ['owner'] },
    };
    const result = validateCollection(tickets(scope), context);
    expect(result.problems).toEqual([{ path, message }]);
  });
});

/**
 * Scopes on the row's own columns and their combination: `flag` (a boolean that must be true),
 * `role` (null or the caller's platform role), `zone_member` with `include_null`, and `all_of`.
 * The built-in navigation is scoped with all four, as GET /api/navigation filters its menu.
 */
describe('flag, role, include_null and all_of scopes', () => {
  const items = (scope: unknown): CollectionInput => ({
    name: 'items',
    label: 'Item',
    fields: [
      { name: 'title', type: 'string', required: true },
      { name: 'live', type: 'boolean', required: true, default: true },
      { name: 'audience', type: 'string', max: 63 },
      { name: 'tier', type: 'enum', options: ['user', 'editor'] },
      { name: 'zone_id', type: 'relation', target: 'zones', on_delete: 'cascade' },
      { name: 'project_id', type: 'relation', target: 'projects', on_delete: 'cascade' },
    ],
    permissions: { user: { actions: ['read'], scope } } as CollectionInput['permissions'],
  });

  it.each([
    [{ kind: 'flag', field: 'live' }],
    [{ kind: 'role', field: 'audience' }],
    [{ kind: 'role', field: 'tier' }],
    [{ kind: 'zone_member', field: 'zone_id', include_null: true }],
    [
      {
        kind: 'all_of',
        of: [
          { kind: 'flag', field: 'live' },
          { kind: 'role', field: 'audience' },
          { kind: 'zone_member', via: ['project_id'], field: 'zone_id' },
        ],
      },
    ],
  ])('accepts %j', (scope) => {
    expect(validateCollection(items(scope), context).problems).toEqual([]);
  });

  it.each([
    [
      'a flag that is not a boolean',
      { kind: 'flag', field: 'title' },
      'permissions.user.scope.field',
      '"title" is not a boolean field of "items"',
    ],
    [
      'a flag on a missing field',
      { kind: 'flag', field: 'nope' },
      'permissions.user.scope.field',
      '"nope" is not a boolean field',
    ],
    [
      'a role scope on a boolean',
      { kind: 'role', field: 'live' },
      'permissions.user.scope.field',
      '"live" is not a string or enum field of "items"',
    ],
    [
      'a role scope on a system field',
      { kind: 'role', field: 'created_at' },
      'permissions.user.scope.field',
      'is not a string or enum field',
    ],
    [
      'include_null through a path',
      { kind: 'zone_member', via: ['project_id'], field: 'zone_id', include_null: true },
      'permissions.user.scope.include_null',
      'cannot be combined with "via"',
    ],
    [
      'a bad part of an all_of, by its index',
      {
        kind: 'all_of',
        of: [
          { kind: 'flag', field: 'live' },
          { kind: 'flag', field: 'audience' },
        ],
      },
      'permissions.user.scope.of.1.field',
      '"audience" is not a boolean field',
    ],
    [
      'an all_of of one scope',
      { kind: 'all_of', of: [{ kind: 'flag', field: 'live' }] },
      'permissions.user.scope.of',
      '',
    ],
    [
      'a nested all_of',
      {
        kind: 'all_of',
        of: [
          { kind: 'flag', field: 'live' },
          { kind: 'all_of', of: [] },
        ],
      },
      'permissions.user.scope.of.1.kind',
      '',
    ],
    [
      'an "all" inside an all_of',
      { kind: 'all_of', of: [{ kind: 'flag', field: 'live' }, { kind: 'all' }] },
      'permissions.user.scope.of.1.kind',
      '',
    ],
    ['a flag with a via', { kind: 'flag', field: 'live', via: ['project_id'] }, 'permissions.user.scope', ''],
  ])('refuses %s, naming where', (_what, scope, path, message) => {
    const result = validateCollection(items(scope), context);
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      expect.objectContaining({
        path: expect.stringContaining(path),
        message: expect.stringContaining(message),
      }),
    ]);
  });

  it('resolves the built-in navigation to the filter of GET /api/navigation', () => {
    const navigation = builtinCollection('navigation')!;
    expect(resolveRowScope(navigation, navigation.default_permission!.scope, builtinCollection)).toEqual({
      scope: {
        kind: 'all_of',
        of: [
          { kind: 'flag', field: 'is_active' },
          { kind: 'flag', field: 'is_visible' },
          { kind: 'role', field: 'required_role' },
          { kind: 'zone_member', steps: [], field: 'zone_id', includeNull: true },
        ],
      },
      problems: [],
    });
  });
});

describe('writeRowScope', () => {
  const zone = { kind: 'zone_member', steps: [], field: 'zone_id' } as const;

  it('narrows a zone scope to the roles that change content: a viewer writes nothing', () => {
    expect(ZONE_CONTENT_WRITERS).toEqual(['owner', 'admin', 'member']);
    expect(writeRowScope(zone)).toEqual({ ...zone, zoneRoles: ['owner', 'admin', 'member'] });
    expect(writeRowScope({ ...zone, zoneRoles: ['admin', 'viewer'] })).toEqual({
      ...zone,
      zoneRoles: ['admin'],
    });
  });

  it('leaves nothing to write when the scope is for viewers only, alone or in all_of', () => {
    expect(writeRowScope({ ...zone, zoneRoles: ['viewer'] })).toEqual({ kind: 'none' });
    expect(
      writeRowScope({
        kind: 'all_of',
        of: [
          { kind: 'flag', field: 'open' },
          { ...zone, zoneRoles: ['viewer'] },
        ],
      }),
    ).toEqual({ kind: 'none' });
  });

  it("writes only the caller's own rows of an own scope that reads zone peers' too", () => {
    const peers = { kind: 'own', steps: [], field: 'id', zonePeers: true } as const;
    expect(writeRowScope(peers)).toEqual({ kind: 'own', steps: [], field: 'id' });
    expect(writeRowScope({ kind: 'all_of', of: [peers, { kind: 'flag', field: 'open' }] })).toEqual({
      kind: 'all_of',
      of: [
        { kind: 'own', steps: [], field: 'id' },
        { kind: 'flag', field: 'open' },
      ],
    });
  });

  it('keeps every other scope as it reads', () => {
    for (const scope of [
      { kind: 'all' },
      { kind: 'none' },
      { kind: 'own', steps: [], field: 'created_by' },
      { kind: 'flag', field: 'open' },
      { kind: 'role', field: 'audience' },
    ] as const) {
      expect(writeRowScope(scope)).toEqual(scope);
    }
    expect(writeRowScope({ kind: 'all_of', of: [{ kind: 'flag', field: 'open' }, zone] })).toEqual({
      kind: 'all_of',
      of: [
        { kind: 'flag', field: 'open' },
        { ...zone, zoneRoles: ['owner', 'admin', 'member'] },
      ],
    });
  });
});
