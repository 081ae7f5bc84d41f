import { collectionColumns, type CollectionColumn } from './collection-columns.js';
import type { Collection, RowScope, SingleRowScope } from './collection-schema.js';
import { can } from '../permissions/permission-matrix.js';
import { ZONE_ROLES, type ZoneRole } from '../permissions/permission-vocabulary.js';

/** One relation followed by a row scope: `field` on the previous table points to `table`'s `id`. */
export interface RowScopeStep {
  field: string;
  table: string;
}

/**
 * A row scope with its relation path resolved to tables, as the table API's SQL needs it. Every
 * name comes from schemas (the collection's and its targets'), never from a request.
 *
 * - `all`: every row; `none`: no row (a path that no longer resolves — deny by default).
 * - `own` / `zone_member`: follow `steps` from the row (each step's field on the previous table,
 *   the first on the row itself), then compare `field` of the last table (the row's own table when
 *   there are no steps) with the caller's id (`zonePeers`: or with a user who shares a zone with
 *   the caller), or look it up in the caller's zone memberships
 *   (`includeNull`: a null `field` of the row passes too). `inactive`: rows whose boolean `field`
 *   — on the row itself, or at the end of its own `steps` — is false pass only for the members
 *   with one of its `zoneRoles`, in zones not archived unless `includeArchived`.
 * - `flag`: the row's boolean `field` is true. `role`: the row's `field` is null or the caller's
 *   platform role.
 * - `all_of`: every one of `of`.
 */
export type ResolvedSingleRowScope =
  | { kind: 'own'; steps: readonly RowScopeStep[]; field: string; zonePeers?: true }
  | {
      kind: 'zone_member';
      steps: readonly RowScopeStep[];
      field: string;
      zoneRoles?: readonly ZoneRole[];
      includeNull?: true;
      inactive?: {
        steps: readonly RowScopeStep[];
        field: string;
        zoneRoles: readonly ZoneRole[];
        includeArchived?: true;
      };
    }
  | { kind: 'flag'; field: string }
  | { kind: 'role'; field: string };

export type ResolvedRowScope =
  | { kind: 'all' }
  | { kind: 'none' }
  | ResolvedSingleRowScope
  | { kind: 'all_of'; of: readonly ResolvedSingleRowScope[] };

export interface RowScopeProblem {
  /** Under the scope: `via.1`, `field`, `inactive.field`, `inactive.via.0` (as path parts). */
  path: (string | number)[];
  message: string;
  /** Set when the problem is a relation whose target collection is unknown: its name. */
  unknownTarget?: string;
}

/**
 * The zone roles that change a zone's content (the zone role matrix: owner, admin and member;
 * a viewer "reads everything, changes nothing"). Rows a `zone_member` scope places in a zone are
 * that zone's content, so the table API writes them only for these roles.
 */
export const ZONE_CONTENT_WRITERS: readonly ZoneRole[] = ZONE_ROLES.filter((role) =>
  can(role, 'module', 'update'),
);

/**
 * The rows a grant may write: its read scope, with every `zone_member` part narrowed to the
 * zone roles that change content (ZONE_CONTENT_WRITERS, within the part's own `zoneRoles`). A
 * viewer of a zone reads its rows and writes none of them, whatever the grant's actions; rows of
 * no zone (`includeNull`) stay writable as they are readable. A part left with no role → `none`.
 */
export function writeRowScope(scope: ResolvedRowScope): ResolvedRowScope {
  const narrow = (part: ResolvedSingleRowScope): ResolvedSingleRowScope | null => {
    // Zone peers' rows are there to be read (a co-member's email); the caller writes only their own.
    if (part.kind === 'own' && part.zonePeers) return { kind: 'own', steps: part.steps, field: part.field };
    if (part.kind !== 'zone_member') return part;
    const zoneRoles = (part.zoneRoles ?? ZONE_ROLES).filter((role) => ZONE_CONTENT_WRITERS.includes(role));
    return zoneRoles.length > 0 ? { ...part, zoneRoles } : null;
  };
  if (scope.kind === 'all' || scope.kind === 'none') return scope;
  if (scope.kind === 'all_of') {
    const of = scope.of.map(narrow);
    return of.every((part) => part !== null)
      ? { kind: 'all_of', of: of as ResolvedSingleRowScope[] }
      : { kind: 'none' };
  }
  return narrow(scope) ?? { kind: 'none' };
}

/** Looks a collection up by name (the registry's, the catalog's, the files checked together). */
export type CollectionLookup = (name: string) => Collection | undefined;

const visibleColumn = (collection: Collection, name: string): CollectionColumn | undefined => {
  const column = collectionColumns(collection).find((c) => c.name === name);
  return column && !column.field.internal ? column : undefined;
};

/**
 * Follows a scope's `via` path from `collection` and checks its fields: each `via` name a relation
 * field of the collection reached so far, `field` a uuid or a relation to users (`own`) / zones
 * (`zone_member`) — or `id` on users / zones themselves — on the last one, `inactive.field` a
 * boolean of the scoped collection (or of the one its `inactive.via` reaches, checked as `via`).
 * A target `lookup` does not know is a problem when `strict`,
 * and ends the check silently otherwise (a schema checked without its neighbours). Pure; never throws.
 */
export function resolveRowScope(
  collection: Collection,
  scope: RowScope,
  lookup: CollectionLookup,
  strict = true,
): { scope?: ResolvedRowScope; problems: RowScopeProblem[] } {
  if (scope.kind === 'all') return { scope: { kind: 'all' }, problems: [] };
  if (scope.kind !== 'all_of') return resolveSingle(collection, scope, lookup, strict);
  const of: ResolvedSingleRowScope[] = [];
  const problems: RowScopeProblem[] = [];
  scope.of.forEach((part, i) => {
    const resolved = resolveSingle(collection, part, lookup, strict);
    for (const p of resolved.problems) problems.push({ ...p, path: ['of', i, ...p.path] });
    if (resolved.scope) of.push(resolved.scope);
  });
  if (problems.length > 0 || of.length !== scope.of.length) return { problems };
  return { scope: { kind: 'all_of', of }, problems };
}

/** A flag or role scope's field: a field of the row itself, of the types `types`. */
function checkOwnField(
  collection: Collection,
  field: string,
  types: readonly string[],
  what: string,
): RowScopeProblem[] {
  const column = visibleColumn(collection, field);
  if (column && column.origin === 'field' && types.includes(column.field.type)) return [];
  return [{ path: ['field'], message: `"${field}" is not ${what} field of "${collection.name}"` }];
}

/**
 * Follows relation fields `via` from `collection`: each a visible relation field of the collection
 * reached so far. `end` is the collection reached; absent when a step fails (its problem at
 * `[...at, i]`) or, when not `strict`, when a target is unknown (no problem).
 */
function walkPath(
  collection: Collection,
  via: readonly string[],
  lookup: CollectionLookup,
  strict: boolean,
  at: (string | number)[],
): { steps: RowScopeStep[]; end?: Collection; problems: RowScopeProblem[] } {
  const steps: RowScopeStep[] = [];
  let current = collection;
  for (let i = 0; i < via.length; i++) {
    const name = via[i];
    const column = visibleColumn(current, name);
    if (!column) {
      return {
        steps,
        problems: [{ path: [...at, i], message: `Collection "${current.name}" has no field "${name}"` }],
      };
    }
    if (column.field.type !== 'relation') {
      return {
        steps,
        problems: [
          {
            path: [...at, i],
            message: `"${name}" of "${current.name}" is not a relation; a scope path follows relations only`,
          },
        ],
      };
    }
    const target = column.field.target === current.name ? current : lookup(column.field.target);
    if (!target) {
      const problems = strict
        ? [
            {
              path: [...at, i],
              message: `Unknown collection "${column.field.target}"`,
              unknownTarget: column.field.target,
            },
          ]
        : [];
      return { steps, problems };
    }
    steps.push({ field: name, table: target.table });
    current = target;
  }
  return { steps, end: current, problems: [] };
}

function resolveSingle(
  collection: Collection,
  scope: SingleRowScope,
  lookup: CollectionLookup,
  strict: boolean,
): { scope?: ResolvedSingleRowScope; problems: RowScopeProblem[] } {
  if (scope.kind === 'flag') {
    const problems = checkOwnField(collection, scope.field, ['boolean'], 'a boolean');
    return problems.length > 0 ? { problems } : { scope: { kind: 'flag', field: scope.field }, problems };
  }
  if (scope.kind === 'role') {
    const problems = checkOwnField(collection, scope.field, ['string', 'enum'], 'a string or enum');
    return problems.length > 0 ? { problems } : { scope: { kind: 'role', field: scope.field }, problems };
  }
  const problems: RowScopeProblem[] = [];
  const via = scope.via ?? [];
  const path = walkPath(collection, via, lookup, strict, ['via']);
  if (!path.end) return { problems: path.problems };
  const { steps, end: current } = path;
  const wanted = scope.kind === 'own' ? 'users' : 'zones';
  const column = visibleColumn(current, scope.field);
  if (!column) {
    problems.push({
      path: ['field'],
      message:
        via.length === 0
          ? `Unknown field "${scope.field}"`
          : `Collection "${current.name}" has no field "${scope.field}"`,
    });
  } else {
    const { field } = column;
    const fits =
      field.type === 'uuid'
        ? column.origin !== 'id' || current.name === wanted
        : field.type === 'relation' && field.target === wanted;
    if (!fits) {
      problems.push({
        path: ['field'],
        message: `${scope.kind === 'own' ? 'An' : 'A'} "${scope.kind}" scope needs a uuid field or a relation to ${wanted}; "${scope.field}" is not one`,
      });
    }
  }
  let inactiveSteps: readonly RowScopeStep[] = [];
  if (scope.kind === 'zone_member' && scope.inactive) {
    const flagPath = walkPath(collection, scope.inactive.via ?? [], lookup, strict, ['inactive', 'via']);
    problems.push(...flagPath.problems);
    if (flagPath.end) {
      inactiveSteps = flagPath.steps;
      const flag = visibleColumn(flagPath.end, scope.inactive.field);
      if (!flag || flag.field.type !== 'boolean') {
        problems.push({
          path: ['inactive', 'field'],
          message: `"${scope.inactive.field}" is not a boolean field of "${flagPath.end.name}"`,
        });
      }
    } else if (flagPath.problems.length === 0) {
      // An unknown target in a lenient check: nothing to resolve against.
      return { problems };
    }
  }
  if (scope.kind === 'zone_member' && scope.include_null && via.length > 0) {
    problems.push({
      path: ['include_null'],
      message: '"include_null" reads the row\'s own field; it cannot be combined with "via"',
    });
  }
  if (problems.length > 0) return { problems };
  if (scope.kind === 'own') {
    const zonePeers = scope.zone_peers ? { zonePeers: true as const } : {};
    return { scope: { kind: 'own', steps, field: scope.field, ...zonePeers }, problems };
  }
  return {
    scope: {
      kind: 'zone_member',
      steps,
      field: scope.field,
      ...(scope.zone_roles ? { zoneRoles: scope.zone_roles } : {}),
      ...(scope.include_null ? { includeNull: true as const } : {}),
      ...(scope.inactive
        ? {
            inactive: {
              steps: inactiveSteps,
              field: scope.inactive.field,
              zoneRoles: scope.inactive.zone_roles,
              ...(scope.inactive.include_archived ? { includeArchived: true as const } : {}),
            },
          }
        : {}),
    },
    problems,
  };
}
