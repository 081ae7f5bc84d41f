import { Injectable } from '@nestjs/common';
import { createRouteSchema, updateProfileSchema, updateRouteSchema } from '@atrium/schema';
import type { CollectionAction } from '@atrium/schema';
import type { z } from 'zod';
import { issueDetails } from '../../common/errors/zod-details.js';
import type { Principal } from '../../common/http/principal.js';
import { RoutesService } from '../routes/routes.service.js';
import { UserAdminService } from '../users/user-admin.service.js';
import { UsersService } from '../users/users.service.js';
import type { CollectionAccess } from './rest-access.js';
import { RestException } from './rest.exception.js';
import { REST_MAX_CHANGED_ROWS } from './rest.limits.js';
import { RestDatabase } from './rest.database.js';
import type { RestQuery } from './rest-query.js';
import { recordSchemaFor, validateRecords } from './rest-records.js';
import { buildMatchIdsStatement, buildRowsByIdStatement } from './rest-sql.js';

export type WriteAction = Exclude<CollectionAction, 'read'>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Writes to Atrium's own tables through the table API. They never run the generic engine's SQL:
 * each goes through its domain service, so the domain's rules hold — route name and path
 * conflicts and the routes cache (RoutesService), the profile's own payload rules and the users
 * cache (UsersService), and for someone else's profile the admin rank rule and audit entry
 * (UserAdminService). What the specification's table access lists and a service can do is
 * served; the rest is refused with 405 naming the endpoints that write it.
 */

/** The fields of user_profiles the profile service writes. */
const PROFILE_FIELDS = ['first_name', 'last_name'];
/** Where a user_profiles field the table API does not write is written instead. */
const PROFILE_ELSEWHERE: Readonly<Record<string, string>> = {
  role: 'The platform role is changed with PATCH /api/users/{id} (platform admins), not the table API',
  extra: 'Other profile fields are changed with PATCH /api/users/me, not the table API',
};

interface Refusal {
  message: string;
}

/** Built-in collections and the writes the table API does not make, with where they are made. */
const WRITTEN_ELSEWHERE: Readonly<Record<string, Partial<Record<WriteAction, Refusal>>>> = {
  users: everyAction(
    'Accounts are written through /api/auth (POST /api/auth/signup, passwords, 2FA), PATCH /api/users/me and, for platform admins, PATCH /api/users/{id}, not the table API',
  ),
  roles: everyAction(
    'Roles are written through POST /api/roles and PATCH or DELETE /api/roles/{name}, not the table API',
  ),
  user_profiles: {
    create: {
      message: 'A profile is created with its account (POST /api/auth/signup), not through the table API',
    },
    delete: { message: 'A profile goes with its account; it is not deleted through the table API' },
  },
  zones: everyAction(
    'Zones are written through POST /api/zones and PATCH or DELETE /api/zones/{zoneId}, not the table API',
  ),
  zone_members: everyAction(
    'Zone members are written through POST /api/zones/{zoneId}/members and PATCH or DELETE /api/zones/{zoneId}/members/{userId}, not the table API',
  ),
  hubs: everyAction(
    'Hubs are written through POST /api/zones/{zoneId}/hubs and PATCH or DELETE /api/zones/{zoneId}/hubs/{hubId}, not the table API',
  ),
  modules: everyAction(
    'Modules are written through POST /api/zones/{zoneId}/hubs/{hubId}/modules and PATCH or DELETE …/modules/{moduleId}, not the table API',
  ),
  dashboards: everyAction(
    'Dashboards are written through POST /api/zones/{zoneId}/hubs/{hubId}/dashboards and PATCH or DELETE …/dashboards/{dashboardId}, not the table API',
  ),
  navigation: everyAction(
    'Navigation items are written through POST /api/navigation, PATCH or DELETE /api/navigation/{id} and PUT /api/navigation/reorder, not the table API',
  ),
};

function everyAction(message: string): Record<WriteAction, Refusal> {
  return { create: { message }, update: { message }, delete: { message } };
}

/** The methods a table API path answers for a collection, for the Allow header of a 405. */
export function allowedMethods(
  collection: string,
  builtin: boolean,
  path: 'collection' | 'update' | 'delete',
): string[] {
  const refused = builtin ? (WRITTEN_ELSEWHERE[collection] ?? everyAction('')) : {};
  const can = (action: WriteAction) => !refused[action];
  if (path === 'update') return can('update') ? ['PUT'] : [];
  if (path === 'delete') return can('delete') ? ['DELETE'] : [];
  return [
    'GET',
    'HEAD',
    ...(can('create') ? ['POST'] : []),
    ...(can('update') ? ['PATCH'] : []),
    ...(can('delete') ? ['DELETE'] : []),
  ];
}

/** Whether the table API writes this built-in collection for `action`; the refusal otherwise. */
export function builtinWriteRefusal(collection: string, action: WriteAction): string | null {
  if (collection === 'routes') return null;
  const refusals = WRITTEN_ELSEWHERE[collection];
  if (!refusals) return `"${collection}" is written through its own endpoints, not the table API`;
  return refusals[action]?.message ?? null;
}

/** A domain payload schema applied after the collection's own: its messages, as a 400. */
function domainParse<S extends z.ZodType>(schema: S, value: unknown, prefix: string): z.output<S> {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  throw RestException.invalid('Invalid row', issueDetails(result.error.issues, [prefix]));
}

export interface WriteResult {
  body: string;
}

@Injectable()
export class BuiltinWrites {
  constructor(
    private readonly database: RestDatabase,
    private readonly routes: RoutesService,
    private readonly users: UsersService,
    private readonly userAdmin: UserAdminService,
  ) {}

  async create(
    me: Principal,
    access: CollectionAccess,
    query: RestQuery,
    body: unknown,
  ): Promise<WriteResult> {
    const name = access.collection.name;
    if (name !== 'routes') throw new Error(`no built-in create for ${name}`);
    const { rows, isArray } = validateRecords(recordSchemaFor(access, 'create'), body, { many: true });
    const inputs = rows.map((row, i) => domainParse(createRouteSchema, row, isArray ? String(i) : ''));
    const created = await this.routes.createMany(inputs, me.userId);
    return this.render(
      me,
      access,
      query,
      created.map((r) => r.id),
    );
  }

  async update(
    me: Principal,
    access: CollectionAccess,
    query: RestQuery,
    body: unknown,
  ): Promise<WriteResult> {
    const name = access.collection.name;
    if (name === 'routes') {
      const [values] = validateRecords(recordSchemaFor(access, 'update'), body, { many: false }).rows;
      const patch = domainParse(updateRouteSchema, values, '');
      const ids = await this.matchIds(me, access, query, REST_MAX_CHANGED_ROWS);
      if (ids.length === 0) return { body: '[]' };
      const updated = await this.routes.updateMany(ids, patch, me.userId);
      return this.render(
        me,
        access,
        query,
        updated.map((r) => r.id),
      );
    }
    if (name === 'user_profiles') {
      const elsewhere = isRecord(body)
        ? Object.keys(body).filter((k) => Object.hasOwn(PROFILE_ELSEWHERE, k))
        : [];
      if (elsewhere.length > 0) {
        throw RestException.invalid(
          'Invalid row',
          elsewhere.map((k) => ({ path: k, message: PROFILE_ELSEWHERE[k] })),
        );
      }
      const writable = access.permission.writeFields.filter((f) => PROFILE_FIELDS.includes(f));
      const [values] = validateRecords(recordSchemaFor(access, 'update', writable), body, {
        many: false,
      }).rows;
      const patch = domainParse(updateProfileSchema, values, '');
      const ids = await this.matchIds(me, access, query, 1);
      if (ids.length === 0) return { body: '[]' };
      // Someone else's profile is an admin action: the rank rule and an audit entry apply.
      if (ids[0] === me.userId) await this.users.updateProfile(ids[0], patch);
      else await this.userAdmin.updateProfile(me, ids[0], patch);
      return this.render(me, access, query, ids);
    }
    throw new Error(`no built-in update for ${name}`);
  }

  async remove(me: Principal, access: CollectionAccess, query: RestQuery): Promise<WriteResult> {
    const name = access.collection.name;
    if (name !== 'routes') throw new Error(`no built-in delete for ${name}`);
    const ids = await this.matchIds(me, access, query, REST_MAX_CHANGED_ROWS);
    if (ids.length === 0) return { body: '[]' };
    // The answer is the rows as they were; they are gone once the service has run.
    const before = await this.render(me, access, query, ids);
    await this.routes.removeMany(ids, me.userId);
    return before;
  }

  /**
   * The ids of the rows the filters select within the caller's scope; more than `max` is refused
   * before anything is written (user_profiles is written one row at a time, as the profile
   * service writes it).
   */
  private async matchIds(
    me: Principal,
    access: CollectionAccess,
    query: RestQuery,
    max: number,
  ): Promise<string[]> {
    const rows = await this.database.read<{ id: string }>(buildMatchIdsStatement(access, query, me, max + 1));
    if (rows.length > max) {
      if (max === 1) {
        throw RestException.invalid(
          `"${access.collection.name}" is updated one row at a time: filter by id (?id=eq.<id>)`,
        );
      }
      throw RestException.tooManyRows(`more than ${max}`, max);
    }
    return rows.map((r) => r.id);
  }

  private async render(
    me: Principal,
    access: CollectionAccess,
    query: RestQuery,
    ids: string[],
  ): Promise<WriteResult> {
    if (!access.permission.actions.includes('read') || ids.length === 0) return { body: '[]' };
    const [row] = await this.database.read<{ body: string }>(
      buildRowsByIdStatement(access, query.select, ids, me),
    );
    return { body: row.body };
  }
}
