import { appendFileSync, writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { DeferredTasks } from '../../src/modules/auth/deferred-tasks.js';
import type { TestApp } from '../support/test-app.js';
import { forbiddenChanges } from './data-guard.js';
import type { DataGuard, Snapshot } from './data-guard.js';
import type { Caller, FuzzWorld } from './fuzz-world.js';
import type { FuzzRequest } from './request-arbitrary.js';
import { BODY_LIMIT_BYTES } from '../../src/http-setup.js';

/**
 * Sends generated requests one at a time and judges each answer: status below 500, the API
 * error shape on every non-2xx, time under the bound, no credential in the body, no write the
 * caller may not make (data-guard.ts), Object.prototype untouched. Keeps per-operation counts
 * and everything it found.
 */
export interface Finding {
  op: string;
  caller: Caller;
  seed: number;
  problem: string;
  request: string;
  response: string;
}

/** Stored secrets no answer may carry, by column name or by the argon2 hash format. */
const SECRET_IN_BODY = /"(password_hash|mfa_secret|mfa_pending_secret|token_hash|code_hash)"|\$argon2id\$/;

const ERROR_KEYS = new Set(['error', 'code', 'message', 'timestamp', 'details', 'stack']);

export function clip(s: string, n = 300): string {
  return s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s;
}

/** Why a non-2xx answer is not an API error body `{error, code, message, timestamp, details?}`, or null. */
export function errorShapeProblem(
  contentType: string | undefined,
  body: unknown,
  text: string,
): string | null {
  if (!contentType?.startsWith('application/json')) {
    return `content-type ${contentType ?? 'none'}, body ${clip(text, 120)}`;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return `body is not an object: ${clip(text, 120)}`;
  }
  const b = body as Record<string, unknown>;
  const missing = ['error', 'code', 'message'].filter(
    (k) => typeof b[k] !== 'string' || !(b[k] as string).length,
  );
  if (missing.length) return `missing or empty ${missing.join(', ')}: ${clip(text, 200)}`;
  if (
    typeof b.timestamp !== 'string' ||
    !/^\d{4}-\d\d-\d\dT/.test(b.timestamp) ||
    Number.isNaN(Date.parse(b.timestamp))
  ) {
    return `timestamp not ISO 8601: ${clip(text, 200)}`;
  }
  if (b.details !== undefined && !Array.isArray(b.details))
    return `details is not an array: ${clip(text, 200)}`;
  const extra = Object.keys(b).filter((k) => !ERROR_KEYS.has(k));
  if (extra.length) return `unexpected keys ${extra.join(', ')}: ${clip(text, 200)}`;
  return null;
}

export function describeRequest(req: FuzzRequest): string {
  const body = req.body ? ` ${req.body.contentType ?? '(no content-type)'} ${clip(req.body.text, 200)}` : '';
  const auth = req.headers.authorization ? ` [auth ${clip(req.headers.authorization, 40)}]` : '';
  const others = Object.entries(req.headers).filter(([k]) => k !== 'authorization');
  const headers = others.length ? ` ${clip(JSON.stringify(Object.fromEntries(others)), 80)}` : '';
  return `${req.method} ${clip(req.url, 200)}${auth}${headers}${body}`;
}

export class FuzzRunner {
  readonly findings: Finding[] = [];
  readonly stats = new Map<string, { requests: number; statuses: Map<number, number> }>();
  readonly phases = { generate: 0, request: 0, check: 0, heal: 0 };
  slowest = { ms: 0, what: '' };
  private previous: { tables: Snapshot; scoped: Snapshot; scopeKey: string; writes: number } | undefined;
  private readonly prototypeKeys = Object.getOwnPropertyNames(Object.prototype).join(',');
  private readonly deferred: DeferredTasks;

  constructor(
    private readonly t: TestApp,
    private readonly world: FuzzWorld,
    private readonly guard: DataGuard,
    private readonly options: { slowMs: number; logFile?: string },
    /** The agent requests go through: the app listening on a port (supertest's own per-request server otherwise). */
    private readonly http: ReturnType<TestApp['http']> = t.http(),
  ) {
    this.deferred = t.app.get(DeferredTasks);
    if (options.logFile) writeFileSync(options.logFile, '');
  }

  /** Generates one request for `op` from `arbitrary` with `seed`, sends it and judges the answer. */
  async exercise(
    op: string,
    caller: Caller,
    arbitrary: fc.Arbitrary<FuzzRequest>,
    seed: number,
  ): Promise<void> {
    let mark = performance.now();
    const lap = (phase: keyof FuzzRunner['phases']) => {
      const now = performance.now();
      this.phases[phase] += now - mark;
      mark = now;
    };
    const [req] = fc.sample(arbitrary, { seed, numRuns: 1 });
    const scope = {
      zoneId: this.world.zone.id,
      otherZoneId: this.world.otherZone.id,
      callerId: this.world.userOf(caller)?.id ?? null,
      fixtureUserIds: this.world.fixtureUserIds(),
    };
    lap('generate');
    // The previous request's after-snapshot serves when nothing wrote since (its scoped part only
    // for the same scope): a snapshot is most of the cost of a request.
    const scopeKey = JSON.stringify(scope);
    const reusable = this.previous?.writes === this.world.writes ? this.previous : undefined;
    const before: Snapshot = {
      ...(reusable?.tables ?? (await this.guard.tableSnapshot())),
      ...(reusable?.scopeKey === scopeKey ? reusable.scoped : await this.guard.scopedSnapshot(scope)),
    };
    this.previous = undefined;
    lap('check');

    const method = req.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const send = () => {
      const test = this.http[method](req.url)
        .set(req.headers)
        .ok(() => true)
        .timeout(60_000);
      if (!req.body) return test;
      return (req.body.contentType ? test.set('content-type', req.body.contentType) : test).send(
        req.body.text,
      );
    };
    const finding = (problem: string, response: string) =>
      this.findings.push({ op, caller, seed, problem, request: describeRequest(req), response });
    const t0 = performance.now();
    let res: Awaited<ReturnType<typeof send>>;
    try {
      res = await send();
    } catch (err) {
      finding(`no answer: ${(err as Error).message}`, '');
      return;
    }
    const ms = performance.now() - t0;
    lap('request');
    await this.deferred.drain();
    const tables = await this.guard.tableSnapshot();
    const scoped = await this.guard.scopedSnapshot(scope);
    const after: Snapshot = { ...tables, ...scoped };
    lap('check');

    const text = res.text ?? '';
    if (this.options.logFile) {
      const line = {
        op,
        caller,
        seed,
        ms: Math.round(ms),
        request: describeRequest(req),
        status: res.status,
      };
      appendFileSync(this.options.logFile, JSON.stringify({ ...line, response: clip(text, 500) }) + '\n');
    }
    const s = this.stats.get(op) ?? { requests: 0, statuses: new Map<number, number>() };
    this.stats.set(op, s);
    s.requests++;
    s.statuses.set(res.status, (s.statuses.get(res.status) ?? 0) + 1);
    if (ms > this.slowest.ms) this.slowest = { ms, what: `${op} as ${caller}: ${clip(req.url, 100)}` };

    const problems: string[] = [];
    if (res.status >= 500) problems.push(`status ${res.status}`);
    if (res.status >= 400) {
      const shape = errorShapeProblem(res.headers['content-type'], res.body, text);
      if (shape) problems.push(`${res.status} not in the API error shape: ${shape}`);
    }
    if (SECRET_IN_BODY.test(text)) problems.push('answer carries a stored credential (hash or TOTP secret)');
    // A body past the server's global limit (a schema import may take more) is refused from its
    // Content-Length; sending tens of megabytes takes the client's time (a 52 MB tree took 3 s on
    // CI's busy machine), so that is not bounded here — its answer is checked as any other.
    const oversized = (req.body?.text.length ?? 0) > BODY_LIMIT_BYTES;
    if (ms > this.options.slowMs && !oversized)
      problems.push(`answered in ${Math.round(ms)} ms (bound ${this.options.slowMs} ms)`);
    problems.push(...forbiddenChanges(op.replace(/ \(.*\)$/, ''), res.status, before, after));
    if (
      Object.getOwnPropertyNames(Object.prototype).join(',') !== this.prototypeKeys ||
      ({} as Record<string, unknown>).polluted !== undefined
    ) {
      problems.push('Object.prototype was polluted');
    }
    for (const problem of problems) finding(problem, `${res.status} ${clip(text, 300)}`);
    const writes = this.world.writes;
    await this.world.heal(caller, res.status, req.method);
    // Reusable by the next request unless healing wrote (which bumps the counter).
    this.previous = { tables, scoped, scopeKey, writes };
    lap('heal');
  }

  /** One line per operation: requests and the statuses they got (undocumented methods as one line). */
  summary(): string {
    const undocumented = new Map<number, number>();
    const lines = [...this.stats]
      .filter(([key, s]) => {
        if (!key.endsWith('(undocumented)')) return true;
        for (const [st, n] of s.statuses) undocumented.set(st, (undocumented.get(st) ?? 0) + n);
        return false;
      })
      .map(([key, s]) => {
        const statuses = [...s.statuses]
          .sort(([a], [b]) => a - b)
          .map(([st, n]) => `${st}×${n}`)
          .join(' ');
        const neverOk = [...s.statuses.keys()].some((st) => st < 300) ? '' : '  (never 2xx)';
        return `${String(s.requests).padStart(4)}  ${key.padEnd(66)} ${statuses}${neverOk}`;
      });
    const n = [...undocumented.values()].reduce((a, b) => a + b, 0);
    const statuses = [...undocumented].sort(([a], [b]) => a - b).map(([st, k]) => `${st}×${k}`);
    return [
      ...lines,
      `${String(n).padStart(4)}  ${'(methods the document does not list)'.padEnd(66)} ${statuses.join(' ')}`,
    ].join('\n');
  }

  /** Findings grouped by operation and kind of problem, three examples each (with their seeds). */
  report(): string[] {
    const groups = new Map<string, Finding[]>();
    for (const f of this.findings) {
      const kind = `${f.op} — ${f.problem.split(': ')[0].replace(/\d+ ms/, 'N ms')}`;
      groups.set(kind, [...(groups.get(kind) ?? []), f]);
    }
    return [...groups].map(
      ([kind, fs]) =>
        `${kind} (${fs.length}×)\n` +
        fs
          .slice(0, 3)
          .map(
            (f) =>
              `    as ${f.caller}, seed ${f.seed}: ${f.problem}\n      ${f.request}\n      → ${f.response}`,
          )
          .join('\n'),
    );
  }
}
