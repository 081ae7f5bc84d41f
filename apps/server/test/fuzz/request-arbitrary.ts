import fc from 'fast-check';
import { FILTER_OPERATORS } from '@atrium/schema';
import { BODY_LIMIT_BYTES } from '../../src/http-setup.js';
import type { Caller, FuzzWorld } from './fuzz-world.js';
import {
  FILTER_EXPRESSIONS,
  HOSTILE_QUERY_KEYS,
  RAW_BODIES,
  RAW_PATH_SEGMENTS,
  toJsonText,
} from './hostile-values.js';
import { columnsOfPattern } from '../rest/rest-kit.js';
import { SchemaArbitraries } from './schema-arbitraries.js';
import type { JsonSchema } from './schema-arbitraries.js';

/** One operation of the OpenAPI document: a path template and a method. */
export interface Operation {
  /** `METHOD /api/path/{param}`, as in the document. */
  key: string;
  method: string;
  path: string;
  pathParams: Array<{ name: string; schema: JsonSchema }>;
  queryParams: Array<{ name: string; schema: JsonSchema; required: boolean; example?: unknown }>;
  headerParams?: Array<{ name: string; schema: JsonSchema }>;
  body?: JsonSchema;
}

/** A request ready to send. */
export interface FuzzRequest {
  caller: Caller;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: { text: string; contentType?: string };
}

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
  example?: unknown;
  description?: string;
  style?: string;
  explode?: boolean;
}

type OpenApiRequestBody = { content?: Record<string, { schema?: JsonSchema }> };

interface OpenApiOperation {
  parameters?: Array<OpenApiParameter | { $ref: string }>;
  requestBody?: OpenApiRequestBody | { $ref: string };
}

interface OpenApiDocument {
  /** Path items: their operations by method, and `parameters`, those of every operation. */
  paths: Record<string, Record<string, OpenApiOperation> & Pick<OpenApiOperation, 'parameters'>>;
  components?: {
    schemas?: Record<string, JsonSchema>;
    parameters?: Record<string, OpenApiParameter>;
    requestBodies?: Record<string, OpenApiRequestBody>;
  };
}

/**
 * `#/components/<kind>/<name>` of the document, followed through references to references; the
 * keywords beside a reference (an enum filter's own example) are kept over the referred ones.
 */
function resolved<T extends object>(
  doc: OpenApiDocument,
  node: T | { $ref: string } | undefined,
): T | undefined {
  let n: unknown = node;
  let beside: Record<string, unknown> = {};
  for (let i = 0; i < 10 && n && typeof n === 'object' && '$ref' in n; i++) {
    const { $ref, ...others } = n as { $ref: unknown };
    beside = { ...others, ...beside };
    const m = /^#\/components\/(\w+)\/(.+)$/.exec(String($ref));
    n = m
      ? (doc.components as Record<string, Record<string, unknown> | undefined> | undefined)?.[m[1]]?.[m[2]]
      : undefined;
  }
  return n && Object.keys(beside).length ? ({ ...n, ...beside } as T) : (n as T | undefined);
}

/**
 * An object's properties: its `properties`, and the names its patterns name exactly (a
 * collection's filters name the columns of one kind with one pattern, `^(?:a|b)$`).
 */
function namedProperties(schema: JsonSchema): Array<[string, unknown]> {
  const patterns = (schema as { patternProperties?: Record<string, unknown> }).patternProperties ?? {};
  return [
    ...Object.entries(schema.properties ?? {}),
    ...Object.entries(patterns).flatMap(([pattern, property]) =>
      columnsOfPattern(pattern).map((name): [string, unknown] => [name, property]),
    ),
  ];
}

/**
 * An operation's parameters with references followed, and an object in the query exploded in
 * form style (`filters`: each property a query parameter of its own) as one parameter per property.
 */
function parametersOf(
  doc: OpenApiDocument,
  params: Array<OpenApiParameter | { $ref: string }>,
): OpenApiParameter[] {
  return params.flatMap((p0) => {
    const p = resolved<OpenApiParameter>(doc, p0);
    if (!p) return [];
    const schema = p.schema?.$ref ? resolved<JsonSchema>(doc, p.schema as { $ref: string }) : p.schema;
    const exploded = p.in === 'query' && (p.style ?? 'form') === 'form' && p.explode !== false;
    const properties = schema?.type === 'object' ? namedProperties(schema) : [];
    if (!exploded || properties.length === 0) return [p];
    return properties.map(([name, property0]) => {
      // A column's filter may refer to the shared filter of its kind (rest.filter_<kind>).
      const property = resolved<JsonSchema>(doc, property0 as JsonSchema) ?? {};
      return {
        name,
        in: 'query',
        required: false,
        schema: property,
        example:
          (property as { examples?: unknown[] }).examples?.[0] ?? (property as { example?: unknown }).example,
      };
    });
  });
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation in the document, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    // The path's parameters (select and Accept of a collection's paths) apply to each operation
    // that does not name its own of the same name and place.
    const shared = parametersOf(doc, item.parameters ?? []);
    for (const [method, value] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const op = value as OpenApiOperation;
      const own = parametersOf(doc, op.parameters ?? []);
      const params = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own];
      const pathNames = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      ops.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        // Every template variable, documented or not.
        pathParams: pathNames.map((name) => ({
          name,
          schema: params.find((p) => p.in === 'path' && p.name === name)?.schema ?? { type: 'string' },
        })),
        queryParams: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: !!p.required, example: p.example })),
        headerParams: params
          .filter((p) => p.in === 'header')
          .map((p) => ({ name: p.name.toLowerCase(), schema: p.schema ?? {} })),
        body: resolved<OpenApiRequestBody>(doc, op.requestBody)?.content?.['application/json']?.schema,
      });
    }
  }
  return ops;
}

/**
 * The methods a documented path does not list, as operations without parameters or body: they
 * must be refused in the error shape, and a success means an endpoint the document misses.
 */
export function undocumentedOperations(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS.filter((m) => !(m in item))) {
      ops.push({
        key: `${method.toUpperCase()} ${path} (undocumented)`,
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], schema: { type: 'string' } })),
        queryParams: [],
      });
    }
  }
  return ops;
}

export function refResolver(doc: OpenApiDocument): (ref: string) => JsonSchema | undefined {
  return (ref) => {
    const m = /^#\/components\/schemas\/(.+)$/.exec(ref);
    return m ? doc.components?.schemas?.[m[1]] : undefined;
  };
}

/** Percent-encoding of any string (a lone surrogate, which UTF-8 cannot carry, becomes U+FFFD). */
function enc(s: string): string {
  return encodeURIComponent((s as string & { toWellFormed(): string }).toWellFormed());
}

/** A value a header can carry (Node's client refuses control and non-Latin-1 characters), at most 8 KiB. */
function headerText(s: string): string {
  return s.replace(/[^\x20-\x7e]/g, '?').slice(0, 8192);
}

/** How a generated value travels in a URL. */
function asText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v === undefined) return '';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/**
 * A query parameter documented with a PostgREST-style example (`eq.true`) takes filter
 * expressions: every operator, negated or not, with generated values, and the hostile patterns.
 */
function isFilterParam(example: unknown): boolean {
  const op = typeof example === 'string' ? example.split('.')[0] : '';
  return (FILTER_OPERATORS as readonly string[]).includes(op);
}

function filterArbitrary(value: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const expression = fc
    .tuple(fc.boolean(), fc.constantFrom<string>(...FILTER_OPERATORS), value)
    .map(([not, op, v]) => `${not ? 'not.' : ''}${op}.${asText(v)}`);
  const list = fc.array(value.map(asText), { maxLength: 5 }).map((vs) => `in.(${vs.join(',')})`);
  return fc.oneof(
    { weight: 3, arbitrary: expression },
    { weight: 1, arbitrary: list },
    { weight: 2, arbitrary: fc.constantFrom(...FILTER_EXPRESSIONS) },
  );
}

/** Filter expressions built from a documented example (`eq.true`): other operators, the same value. */
function validFilter(example: string): fc.Arbitrary<string> {
  const value = example.slice(example.indexOf('.') + 1);
  return fc.constantFrom(
    example,
    `neq.${value}`,
    `not.eq.${value}`,
    `in.(${value})`,
    `like.*${value.slice(1, 3)}*`,
    `ilike.${value.toUpperCase()}*`,
    'is.null',
    `not.is.null`,
  );
}

/** The arbitrary of requests for one operation made by one caller. */
export function requestArbitrary(
  op: Operation,
  caller: Caller,
  world: FuzzWorld,
  resolveRef: (ref: string) => JsonSchema | undefined,
): fc.Arbitrary<FuzzRequest> {
  const gen = new SchemaArbitraries(resolveRef, world.realValuesFor(op.path));

  const pathValue = (name: string, schema: JsonSchema): fc.Arbitrary<string> =>
    fc.oneof(
      { weight: 8, arbitrary: gen.strict(schema, name).map((v) => enc(asText(v))) },
      { weight: 1, arbitrary: gen.boundary(schema, name).map((v) => enc(asText(v))) },
      { weight: 2, arbitrary: gen.hostile().map((v) => enc(asText(v))) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_PATH_SEGMENTS) },
    );
  const independent: fc.Arbitrary<Record<string, string>> = fc.record(
    Object.fromEntries(op.pathParams.map((p) => [p.name, pathValue(p.name, p.schema)])),
  );
  const names = op.pathParams.map((p) => p.name);
  // Looked up when generated: the fixture zone is rebuilt while the fuzzer runs.
  const consistent = fc
    .tuple(fc.nat(), independent)
    .map(([pick, fallback]) => world.consistentPathValues(op.path, names, pick) ?? fallback);
  const path = op.pathParams.length
    ? fc.oneof({ weight: 3, arbitrary: consistent }, { weight: 2, arbitrary: independent })
    : independent;

  // A collection's columns: the ones its filters name (the row's). `select` and `order` state a
  // grammar every collection shares, so their valid values are drawn from these.
  const columns = op.queryParams.filter((p) => isFilterParam(p.example)).map((p) => p.name);
  const columnList = (column: fc.Arbitrary<string>) =>
    fc.uniqueArray(column, { minLength: 1, maxLength: 4 }).map((cs) => cs.join(','));
  const ofColumns: Record<string, fc.Arbitrary<string>> = columns.length
    ? {
        select: columnList(fc.constantFrom('*', ...columns)),
        order: columnList(
          fc
            .tuple(
              fc.constantFrom(...columns),
              fc.constantFrom('', '.asc', '.desc'),
              fc.constantFrom('', '.nullslast'),
            )
            .map((parts) => parts.join('')),
        ),
      }
    : {};

  // Only documented parameters with valid values, each present or not: the requests that should succeed.
  const strictEntry = (p: Operation['queryParams'][number]): fc.Arbitrary<Array<[string, string]>> => {
    const value = isFilterParam(p.example)
      ? validFilter(p.example as string)
      : (ofColumns[p.name] ?? gen.strict(p.schema, p.name).map(asText));
    const present = value.map((v): Array<[string, string]> => [[p.name, v]]);
    return p.required
      ? present
      : fc.oneof(
          { weight: 2, arbitrary: fc.constant<Array<[string, string]>>([]) },
          { weight: 1, arbitrary: present },
        );
  };
  const queryEntry = (p: Operation['queryParams'][number]): fc.Arbitrary<Array<[string, string]>> => {
    const value = fc.oneof(
      { weight: 4, arbitrary: ofColumns[p.name] ?? gen.strict(p.schema, p.name).map(asText) },
      { weight: 1, arbitrary: gen.boundary(p.schema, p.name).map(asText) },
      { weight: 2, arbitrary: gen.hostile().map(asText) },
      ...(isFilterParam(p.example)
        ? [{ weight: 4, arbitrary: filterArbitrary(gen.strict(p.schema, p.name)) }]
        : []),
    );
    const present = fc.oneof(
      { weight: 9, arbitrary: value.map((v): Array<[string, string]> => [[p.name, v]]) },
      {
        weight: 1,
        arbitrary: fc
          .array(value, { minLength: 2, maxLength: 3 })
          .map((vs) => vs.map((v): [string, string] => [p.name, v])),
      },
    );
    return p.required ? present : fc.oneof(fc.constant<Array<[string, string]>>([]), present);
  };
  const extraQuery = fc.oneof(
    { weight: 6, arbitrary: fc.constant<Array<[string, string]>>([]) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...HOSTILE_QUERY_KEYS), gen.hostile().map(asText))
        .map(([k, v]): Array<[string, string]> => [[k, v]]),
    },
  );
  // Valid parameters but one, which takes any value (hostile filter patterns included), so the
  // wrong one is what the handler meets.
  const oneWrong = op.queryParams.length
    ? fc
        .nat({ max: op.queryParams.length - 1 })
        .chain((wrong) =>
          fc
            .tuple(
              ...op.queryParams.map((p, i) =>
                i === wrong ? queryEntry({ ...p, required: true }) : strictEntry(p),
              ),
            )
            .map((entries) => entries.flat()),
        )
    : fc.constant<Array<[string, string]>>([]);
  const query = fc.oneof(
    { weight: 3, arbitrary: fc.tuple(...op.queryParams.map(strictEntry)).map((entries) => entries.flat()) },
    { weight: 4, arbitrary: oneWrong },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.tuple(...op.queryParams.map(queryEntry)), extraQuery)
        .map(([entries, extra]) => [...entries.flat(), ...extra]),
    },
  );

  const json = (arb: fc.Arbitrary<unknown>) =>
    arb.map((v) => ({ text: toJsonText(v), contentType: 'application/json' }));
  const raw = fc.constantFrom(...RAW_BODIES).map((b) => ({ text: b.text, contentType: b.contentType }));
  const body: fc.Arbitrary<FuzzRequest['body']> = op.body
    ? fc.oneof(
        { weight: 3, arbitrary: json(gen.strict(op.body)) },
        { weight: 4, arbitrary: json(gen.mutated(op.body)) },
        { weight: 2, arbitrary: json(gen.mixed(op.body)) },
        { weight: 1, arbitrary: json(gen.hostile()) },
        { weight: 1, arbitrary: raw },
      )
    : fc.oneof(
        { weight: 10, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: json(gen.hostile()) },
        // Not past the body limit: an operation without a body never reads one, and answering
        // without reading a megabyte closes the connection early, which curl takes in its stride
        // but Node's client (supertest) reports as 'aborted' (seen on GET /api/metrics).
        { weight: 1, arbitrary: raw.filter((b) => b.text.length < BODY_LIMIT_BYTES) },
      );

  // The caller's token is read when generated: a healed caller has a new one.
  const auth: fc.Arbitrary<Record<string, string>> =
    caller === 'anonymous'
      ? fc.constant({})
      : caller === 'forged'
        ? fc.constantFrom(...world.forgedAuth).map((a) => ({ authorization: a }))
        : fc.constant(null).map(() => ({ authorization: world.user(caller).auth.authorization }));
  const extraHeaders = fc.oneof(
    { weight: 8, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Record<string, string>>(
        { 'x-request-id': 'x'.repeat(200) },
        { 'x-request-id': "'; DROP TABLE users; --" },
        { 'if-none-match': '"' + 'W/'.repeat(500) + '"' },
        { 'if-none-match': '*' },
        { accept: 'text/html' },
        { 'accept-encoding': 'gzip;q=bogus, br, *;q=0' },
        { 'x-forwarded-for': '127.0.0.1, 10.0.0.1' },
        { 'content-encoding': 'gzip' },
        { 'x-padding': 'a'.repeat(20_000) }, // past Node's 16 KiB header limit: 431
      ),
    },
  );

  // Documented header parameters: absent, valid, at a boundary or hostile (as header-safe text).
  const documentedHeaders = fc
    .tuple(
      ...(op.headerParams ?? []).map((p) =>
        fc.oneof(
          { weight: 2, arbitrary: fc.constant(undefined) },
          { weight: 3, arbitrary: gen.strict(p.schema, p.name) },
          { weight: 1, arbitrary: gen.boundary(p.schema, p.name) },
          { weight: 1, arbitrary: gen.hostile() },
        ),
      ),
    )
    .map((values) =>
      Object.fromEntries(
        values.flatMap((v, i) =>
          v === undefined ? [] : [[op.headerParams![i].name, headerText(asText(v))]],
        ),
      ),
    );

  return fc
    .record({ path, query, body, auth, extraHeaders, documentedHeaders })
    .map(({ path: p, query: q, body: b, auth: a, extraHeaders: h, documentedHeaders: d }) => {
      const url =
        op.path.replace(/\{(\w+)\}/g, (_, name: string) => p[name]) +
        (q.length ? '?' + q.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&') : '');
      return { caller, method: op.method, url, headers: { ...d, ...h, ...a }, body: b };
    });
}
