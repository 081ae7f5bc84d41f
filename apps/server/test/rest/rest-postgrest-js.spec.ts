import { PostgrestClient } from '@supabase/postgrest-js';
import type { TestApp } from '../support/test-app.js';
import type { TestUser } from '../support/users.js';
import { insertTask, startTasksWorld } from './rest-kit.js';

/**
 * The table API from outside, through the client Supabase integrators use:
 * `@supabase/postgrest-js` pointed at `/api/rest` with a bearer token, making the calls a
 * Supabase user writes, on PGlite and PostgreSQL. What Atrium serves answers as PostgREST's
 * clients expect (rows, one row as an object, counts from Content-Range, the function's value
 * from `.rpc()`); what it does not serve (upsert, CSV, other schemas, nulls stripped) fails with
 * an error whose message says what to use instead. The row scope holds as for any request: alice
 * never sees bob's zone.
 */
/** No generated table types: postgrest-js's own default for its Database parameter. */
type UntypedDatabase = PostgrestClient extends PostgrestClient<infer Database> ? Database : never;
/**
 * The PostgREST version the client is told it talks to: postgrest-js types `.maxAffected()` (the
 * Prefer: max-affected Atrium serves) only for a server of version 13 or later.
 */
type AtriumServer = { PostgrestVersion: '13' };
type AtriumPostgrestClient = PostgrestClient<UntypedDatabase, AtriumServer>;

describe('the table API through @supabase/postgrest-js', () => {
  let t: TestApp;
  let alice: TestUser;
  let zoneA: { id: string };
  let zoneB: { id: string };
  let base: string;
  /** The client a Supabase user makes for the tables: base URL /api/rest. */
  let db: AtriumPostgrestClient;
  const codes = (data: unknown) => (data as Array<{ code: string }>).map((r) => r.code);
  const countOf = async (filter: string) =>
    Number((await t.dataSource.query(`SELECT count(*)::int AS n FROM tasks WHERE ${filter}`))[0].n);

  beforeAll(async () => {
    ({ t, alice, zoneA, zoneB } = await startTasksWorld());
    // A-1 … A-12 in alice's zone: priority i, none for every third; odd ones open, even ones done.
    for (let i = 1; i <= 12; i++) {
      await insertTask(t, `A-${i}`, zoneA.id, {
        priority: i % 3 === 0 ? null : i,
        status: i % 2 ? 'open' : 'done',
      });
    }
    await insertTask(t, 'B-1', zoneB.id, { priority: 5 });
    await t.app.listen(0, '127.0.0.1');
    base = await t.app.getUrl();
    db = new PostgrestClient<UntypedDatabase, AtriumServer>(`${base}/api/rest`, {
      headers: { Authorization: alice.auth.authorization },
    });
  }, 120_000);

  afterAll(() => t?.close());

  it('select: every readable column, named columns with an embedded relation, the row scope applied', async () => {
    const all = await db.from('tasks').select('*').order('code');
    expect(all.error).toBeNull();
    expect(all.data).toHaveLength(12); // B-1 is bob's zone's
    expect(all.data![0]).toMatchObject({ code: 'A-1', title: 'Task A-1', priority: 1, zone_id: zoneA.id });
    expect(all.data![0]).not.toHaveProperty('secret');

    const embedded = await db.from('tasks').select('code, title, zone(name)').eq('code', 'A-2');
    expect(embedded.error).toBeNull();
    expect(embedded.data).toEqual([{ code: 'A-2', title: 'Task A-2', zone: { name: 'Zone A' } }]);

    const hidden = await db.from('tasks').select('code,secret');
    expect(hidden.data).toBeNull();
    expect(hidden.error?.message).toBe('Unknown column "secret" in select');
  });

  it('filters: eq, neq, gt, gte, lt, lte, like, ilike, in, is, not, or', async () => {
    const q = () => db.from('tasks').select('code').order('code');
    expect(codes((await q().eq('code', 'A-1')).data)).toEqual(['A-1']);
    expect(codes((await q().neq('status', 'open')).data)).toEqual([
      'A-10',
      'A-12',
      'A-2',
      'A-4',
      'A-6',
      'A-8',
    ]);
    expect(codes((await q().gt('priority', 4).lte('priority', 8)).data)).toEqual(['A-5', 'A-7', 'A-8']);
    expect(codes((await q().gte('priority', 10).lt('priority', 11)).data)).toEqual(['A-10']);
    // `*` is the wildcard, and `%` as in PostgREST; `_` is a literal character (docs/api-additions.md).
    expect(codes((await q().like('code', 'A-1*')).data)).toEqual(['A-1', 'A-10', 'A-11', 'A-12']);
    expect(codes((await q().like('code', 'A-1%')).data)).toEqual(['A-1', 'A-10', 'A-11', 'A-12']);
    expect(codes((await q().ilike('title', '%task a-1%')).data)).toEqual(['A-1', 'A-10', 'A-11', 'A-12']);
    expect(codes((await q().like('code', 'A-_')).data)).toEqual([]);
    expect(codes((await q().ilike('title', '*TASK A-1*')).data)).toEqual(['A-1', 'A-10', 'A-11', 'A-12']);
    expect(codes((await q().in('code', ['A-1', 'A-2', 'B-1'])).data)).toEqual(['A-1', 'A-2']);
    expect(codes((await q().is('priority', null)).data)).toEqual(['A-12', 'A-3', 'A-6', 'A-9']);
    expect(
      codes(
        (await q().not('priority', 'is', null).not('code', 'in', '("A-1","A-2")').lt('priority', 6)).data,
      ),
    ).toEqual(['A-4', 'A-5']);
    expect(codes((await q().or('code.eq.A-1,and(priority.gt.10,status.eq.open)')).data)).toEqual([
      'A-1',
      'A-11',
    ]);

    const bad = await q().gt('priority', 'high');
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toMatch(/priority/);
  });

  it('order with nullsFirst, range, limit and an exact count (also with head: true)', async () => {
    const ordered = await db
      .from('tasks')
      .select('code,priority')
      .order('priority', { ascending: false, nullsFirst: true })
      .order('code')
      .limit(6);
    expect(ordered.data).toEqual([
      { code: 'A-12', priority: null },
      { code: 'A-3', priority: null },
      { code: 'A-6', priority: null },
      { code: 'A-9', priority: null },
      { code: 'A-11', priority: 11 },
      { code: 'A-10', priority: 10 },
    ]);
    const last = await db.from('tasks').select('code').order('priority', { nullsFirst: false }).limit(1);
    expect(codes(last.data)).toEqual(['A-1']);

    const page = await db.from('tasks').select('code', { count: 'exact' }).order('code').range(10, 19);
    expect(codes(page.data)).toEqual(['A-8', 'A-9']);
    expect(page.count).toBe(12);

    const head = await db.from('tasks').select('*', { count: 'exact', head: true }).eq('status', 'open');
    expect(head.error).toBeNull();
    expect(head.data).toBeNull();
    expect(head.count).toBe(6);
  });

  it('single() answers the row as an object, and an error for none or many; maybeSingle() null for none', async () => {
    const one = await db.from('tasks').select('code,priority').eq('code', 'A-4').single();
    expect(one.error).toBeNull();
    expect(one.data).toEqual({ code: 'A-4', priority: 4 });

    const many = await db.from('tasks').select('code').eq('status', 'open').single();
    expect(many.status).toBe(406);
    expect(many.data).toBeNull();
    expect(many.error?.message).toBe('JSON object requested, multiple (or no) rows returned (6 rows)');
    const none = await db.from('tasks').select('code').eq('code', 'B-1').single(); // bob's: not visible
    expect(none.error?.message).toBe('JSON object requested, multiple (or no) rows returned (0 rows)');

    expect((await db.from('tasks').select('code').eq('code', 'nope').maybeSingle()).data).toBeNull();
    expect((await db.from('tasks').select('code').eq('code', 'A-5').maybeSingle()).data).toEqual({
      code: 'A-5',
    });
  });

  it('insert one row or an array (postgrest-js adds columns=) and read them back with select()', async () => {
    const one = await db.from('tasks').insert({ title: 'New', code: 'N-1', zone_id: zoneA.id }).select();
    expect(one.status).toBe(201);
    expect(one.data).toEqual([
      expect.objectContaining({ code: 'N-1', title: 'New', status: 'open', done: false }),
    ]);

    const many = await db
      .from('tasks')
      .insert([
        { title: 'New 2', code: 'N-2', zone_id: zoneA.id },
        { title: 'New 3', code: 'N-3', zone_id: zoneA.id, priority: 7 },
      ])
      .select('code,priority,zone(name)');
    expect(many.error).toBeNull();
    expect(many.data).toEqual([
      { code: 'N-2', priority: null, zone: { name: 'Zone A' } },
      { code: 'N-3', priority: 7, zone: { name: 'Zone A' } },
    ]);

    const single = await db
      .from('tasks')
      .insert({ title: 'New 4', code: 'N-4', zone_id: zoneA.id })
      .select('code')
      .single();
    expect(single.data).toEqual({ code: 'N-4' });

    // A key the columns list leaves out (postgrest-js never does) is refused by name.
    const unlisted = await t
      .http()
      .post('/api/rest/tasks?columns="title","zone_id"')
      .set(alice.auth)
      .send([{ title: 'x', zone_id: zoneA.id, code: 'N-5' }]);
    expect(unlisted.status).toBe(400);
    expect(unlisted.body.message).toBe('Key "code" is not listed in columns');
    expect(await countOf(`code = 'N-5'`)).toBe(0);

    // The row scope holds: a row in bob's zone is not alice's to write.
    const elsewhere = await db.from('tasks').insert({ title: 'x', code: 'N-6', zone_id: zoneB.id }).select();
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.error?.message).toBe(
      'A related record does not exist, or other records still refer to this one',
    );
  });

  it('update and delete with filters and select(); single() rolls back a change of many rows; no filter is refused', async () => {
    await db.from('tasks').insert([
      { title: 'U 1', code: 'U-1', zone_id: zoneA.id },
      { title: 'U 2', code: 'U-2', zone_id: zoneA.id },
    ]);
    const changed = await db.from('tasks').update({ priority: 9 }).eq('code', 'U-1').select('code,priority');
    expect(changed.data).toEqual([{ code: 'U-1', priority: 9 }]);
    const one = await db
      .from('tasks')
      .update({ priority: 8 })
      .eq('code', 'U-1')
      .select('code,priority')
      .single();
    expect(one.data).toEqual({ code: 'U-1', priority: 8 });

    const both = await db.from('tasks').update({ priority: 1 }).like('code', 'U-*').select('code').single();
    expect(both.status).toBe(406);
    expect(both.error?.message).toBe(
      'JSON object requested, multiple (or no) rows returned (2 rows); nothing was changed',
    );
    expect(await countOf(`code LIKE 'U-%' AND priority = 1`)).toBe(0);

    const capped = await db.from('tasks').delete().like('code', 'U-*').maxAffected(1);
    expect(capped.status).toBe(400);
    expect(capped.error?.message).toBe(
      'The write would change 2 rows, more than Prefer: max-affected=1; nothing was changed',
    );
    expect(await countOf(`code LIKE 'U-%'`)).toBe(2);

    const deleted = await db.from('tasks').delete().eq('code', 'U-2').select('code');
    expect(deleted.data).toEqual([{ code: 'U-2' }]);
    expect(await countOf(`code = 'U-2'`)).toBe(0);

    const everything = await db.from('tasks').delete();
    expect(everything.status).toBe(400);
    expect(everything.error?.message).toBe(
      'DELETE needs at least one filter (e.g. ?id=eq.<id>); a write to every row is refused',
    );
    const updateAll = await db.from('tasks').update({ priority: 2 });
    expect(updateAll.error?.message).toBe(
      'PATCH needs at least one filter (e.g. ?id=eq.<id>); a write to every row is refused',
    );
    expect(await countOf('true')).toBeGreaterThan(12);
  });

  it('Prefer: return=minimal answers no body; the rows are written', async () => {
    const res = await t
      .http()
      .post('/api/rest/tasks')
      .set(alice.auth)
      .set('Prefer', 'return=minimal')
      .send({ title: 'Quiet', code: 'M-1', zone_id: zoneA.id });
    expect(res.status).toBe(201);
    expect(res.text).toBe('');
    const gone = await t
      .http()
      .delete('/api/rest/tasks?code=eq.M-1')
      .set(alice.auth)
      .set('Prefer', 'return=minimal');
    expect(gone.status).toBe(204);
    expect(await countOf(`code = 'M-1'`)).toBe(0);
  });

  it('rpc: the client for /api/rest calls /api/rest/rpc/<name> and gets the value; /api/rpc wraps it as {data}', async () => {
    const zones = await db.rpc('user_zones', {});
    expect(zones.error).toBeNull();
    expect((zones.data as Array<{ id: string }>).map((z) => z.id)).toEqual([zoneA.id]);
    const hubs = await db.rpc('zone_hubs', { zone_id: zoneB.id });
    expect(hubs.status).toBe(404);
    expect(hubs.error?.message).toBe('Zone not found');
    const unknown = await db.rpc('drop_everything', {});
    expect(unknown.error?.message).toBe('Function "drop_everything" not found');

    // PostgREST's GET calls of read-only functions are not served.
    const viaGet = await db.rpc('user_zones', {}, { get: true });
    expect(viaGet.status).toBe(404);
    expect(viaGet.error?.message).toBe('Cannot GET /api/rest/rpc/user_zones');

    const api = new PostgrestClient(`${base}/api`, { headers: { Authorization: alice.auth.authorization } });
    const wrapped = await api.rpc('user_zones', {});
    expect((wrapped.data as { data: Array<{ id: string }> }).data.map((z) => z.id)).toEqual([zoneA.id]);
  });

  it('refuses what it does not serve with a message saying what to use: upsert, csv, other schemas, stripped nulls', async () => {
    const upsert = await db
      .from('tasks')
      .upsert({ title: 'x', code: 'A-1', zone_id: zoneA.id }, { onConflict: 'code' })
      .select();
    expect(upsert.status).toBe(400);
    expect(upsert.error?.message).toBe(
      'Upsert (Prefer: resolution=…) is not supported: insert new rows with POST and change existing ones with PATCH ?<key>=eq.<value>',
    );
    const ignore = await db
      .from('tasks')
      .upsert({ title: 'x', code: 'Z-1', zone_id: zoneA.id }, { ignoreDuplicates: true });
    expect(ignore.status).toBe(400);
    expect(await countOf(`code = 'Z-1'`)).toBe(0);

    const csv = await db.from('tasks').select('code').csv();
    expect(csv.status).toBe(406);
    expect(csv.error?.message).toBe(
      'CSV is not served by the table API: ask for JSON (drop .csv()); the collection screens export CSV',
    );

    const other = await db.schema('private').from('tasks').select('code');
    expect(other.status).toBe(406);
    expect(other.error?.message).toBe(
      'Accept-Profile names a schema that is not served: the table API has one schema, "public" (drop .schema(…))',
    );
    const publicSchema = await db.schema('public').from('tasks').select('code').eq('code', 'A-1');
    expect(publicSchema.data).toEqual([{ code: 'A-1' }]);
    const otherWrite = await db.schema('private').from('tasks').delete().eq('code', 'A-1');
    expect(otherWrite.error?.message).toMatch(/^Content-Profile names a schema that is not served/);
    expect(await countOf(`code = 'A-1'`)).toBe(1);

    const stripped = await db.from('tasks').select('code,notes').stripNulls();
    expect(stripped.status).toBe(406);
    expect(stripped.error?.message).toMatch(/^nulls=stripped is not supported/);

    const rollback = await db.from('tasks').delete().eq('code', 'A-1').rollback();
    expect(rollback.status).toBe(400);
    expect(rollback.error?.message).toBe(
      'Prefer: tx=rollback is not supported: every write that succeeds is committed',
    );
    expect(await countOf(`code = 'A-1'`)).toBe(1);
  });
});
