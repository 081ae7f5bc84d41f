import { randomUUID } from 'node:crypto';
import { NAVIGATION_MAX_DEPTH } from '@atrium/schema';
import type { NavigationItem } from '@atrium/schema';
import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { errorShape } from '../zones/zone-kit.js';

/**
 * PUT /api/navigation/tree: the navigation builder's whole draft (adds, changes, moves, deletes)
 * saved in one transaction — all of it or nothing, new items under new items by temporary id,
 * cycles refused, admins only, every change recorded.
 */

let t: TestApp;
let admin: TestUser;
let member: TestUser;
let run = 0;

beforeAll(async () => {
  t = await startAppForUsers();
  admin = await createUser(t, { platformRole: 'admin', prefix: 'draft-admin' });
  member = await createUser(t, { prefix: 'draft-member' });
}, 120_000);
afterAll(() => t.close());

const tag = () => `D${++run}-${randomUUID().slice(0, 6)}`;

async function create(body: Record<string, unknown>): Promise<NavigationItem> {
  const res = await t.http().post('/api/navigation').set(admin.auth).send(body);
  if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as NavigationItem;
}

async function allRows(): Promise<NavigationItem[]> {
  return (await t.http().get('/api/navigation?all=true').set(admin.auth).expect(200))
    .body as NavigationItem[];
}

const saveDraft = (body: string | object, by: TestUser = admin) =>
  t.http().put('/api/navigation/tree').set(by.auth).send(body);

/** PUT /reorder (the builder's older, moves-only write), expected to succeed. */
const reorder = (items: { id: string; parent_id: string | null; order_index: number }[]) =>
  t.http().put('/api/navigation/reorder').set(admin.auth).send({ items }).expect(204);

const messagesOf = (body: { message: string; details?: { message: string; path?: string }[] }) =>
  [body.message, ...(body.details ?? []).map((d) => d.message)].join('\n');

async function eventCount(): Promise<number> {
  return (await t.dataSource.query(`SELECT count(*)::int AS n FROM navigation_events`))[0].n as number;
}

describe('PUT /api/navigation/tree', () => {
  it('deletes many branches in one draft: each with everything under it, one event per row', async () => {
    const p = tag();
    // 40 groups of 3 (a group, its child, the child's child): the draft names only the groups.
    const { body: made } = await saveDraft({
      create: Array.from({ length: 40 }, (_, g) => [
        { temp_id: `tmp-g${g}`, title: `${p} group ${g}`, order_index: g },
        { temp_id: `tmp-c${g}`, title: `${p} child ${g}`, parent_id: `tmp-g${g}`, order_index: 0 },
        { temp_id: `tmp-d${g}`, title: `${p} grandchild ${g}`, parent_id: `tmp-c${g}`, order_index: 0 },
      ]).flat(),
    }).expect(200);
    const ids = made.ids as Record<string, string>;
    const kept = await create({ title: `${p} kept` });
    const events = await eventCount();

    const res = await saveDraft({ delete: Array.from({ length: 40 }, (_, g) => ids[`tmp-g${g}`]) }).expect(
      200,
    );
    const titles = (res.body.items as NavigationItem[]).map((i) => i.title);
    expect(titles.filter((title) => title.startsWith(`${p} `))).toEqual([`${p} kept`]);
    expect(await eventCount()).toBe(events + 120);
    const deleted: { item_id: string }[] = await t.dataSource.query(
      `SELECT item_id FROM navigation_events WHERE action = 'delete' AND item_id = ANY($1::uuid[])`,
      [Object.values(ids)],
    );
    expect(new Set(deleted.map((r) => r.item_id))).toEqual(new Set(Object.values(ids)));
    await t.http().delete(`/api/navigation/${kept.id}`).set(admin.auth).expect(204);
  });

  it('adds 1,500 new items in chains 10 deep (the bound), listed children first: each under its parent, one event each', async () => {
    const p = tag();
    const N = 1500;
    // Item k is under item k − 1 except at the top of each chain of NAVIGATION_MAX_DEPTH; the draft
    // lists the deepest first, so every item comes before its parent, and the chains span more
    // than one multi-row insert.
    const top = (k: number) => k % NAVIGATION_MAX_DEPTH === 0;
    const create = Array.from({ length: N }, (_, k) => ({
      temp_id: `tmp-chain-${k}`,
      title: `${p} level ${k}`,
      order_index: 0,
      ...(top(k) ? {} : { parent_id: `tmp-chain-${k - 1}` }),
    })).reverse();
    const events = await eventCount();
    const res = await saveDraft({ create }).expect(200);
    const ids = res.body.ids as Record<string, string>;
    const rows = new Map((await allRows()).map((r) => [r.id, r]));
    for (let k = 0; k < N; k++) {
      const row = rows.get(ids[`tmp-chain-${k}`]);
      expect(row?.title).toBe(`${p} level ${k}`);
      expect(row?.parent_id).toBe(top(k) ? null : ids[`tmp-chain-${k - 1}`]);
    }
    expect(await eventCount()).toBe(events + N);
    const roots = Array.from(
      { length: N / NAVIGATION_MAX_DEPTH },
      (_, c) => ids[`tmp-chain-${c * NAVIGATION_MAX_DEPTH}`],
    );
    await saveDraft({ delete: roots }).expect(200);
    expect(rows.size - (await allRows()).length).toBe(N);
  }, 60_000);

  it('applies a mixed draft at once: adds (a new group with a new child), edits, moves and deletes', async () => {
    const p = tag();
    const a = await create({ title: `${p} A`, path: '/dashboard', order_index: 0 });
    const b = await create({ title: `${p} B`, order_index: 1 });
    const bChild = await create({ title: `${p} B child`, parent_id: b.id, order_index: 0 });
    const c = await create({ title: `${p} C`, order_index: 2 });
    const events = await eventCount();

    const res = await saveDraft({
      create: [
        {
          temp_id: 'tmp-child',
          title: `${p} New child`,
          path: '/zones',
          parent_id: 'tmp-group',
          order_index: 0,
        },
        {
          temp_id: 'tmp-group',
          title: `${p} New group`,
          type: 'group',
          order_index: 3,
          required_role: 'admin',
        },
      ],
      update: [
        { id: a.id, title: `${p} A renamed`, is_visible: false },
        { id: c.id, parent_id: 'tmp-group', order_index: 1 },
      ],
      delete: [b.id],
    }).expect(200);

    const { items, ids } = res.body as { items: NavigationItem[]; ids: Record<string, string> };
    expect(Object.keys(ids).sort()).toEqual(['tmp-child', 'tmp-group']);
    const rows = new Map((await allRows()).map((r) => [r.id, r]));
    expect(items.map((i) => i.id).sort()).toEqual([...rows.keys()].sort());
    const group = rows.get(ids['tmp-group'])!;
    expect(group).toMatchObject({
      title: `${p} New group`,
      parent_id: null,
      required_role: 'admin',
      order_index: 3,
    });
    expect(rows.get(ids['tmp-child'])).toMatchObject({
      title: `${p} New child`,
      parent_id: group.id,
      path: '/zones',
    });
    expect(rows.get(a.id)).toMatchObject({ title: `${p} A renamed`, is_visible: false, path: '/dashboard' });
    expect(rows.get(c.id)).toMatchObject({ parent_id: group.id, order_index: 1 });
    // B goes with everything under it.
    expect(rows.has(b.id)).toBe(false);
    expect(rows.has(bChild.id)).toBe(false);

    // Recorded like the single writes, in the save's one transaction: 2 creates, 1 update, 1 reorder
    // (C only moved), 2 deletes.
    expect(await eventCount()).toBe(events + 6);
    const recorded: { action: string; item_id: string | null; actor_id: string }[] = await t.dataSource.query(
      `SELECT action, item_id, actor_id FROM navigation_events
          WHERE at = (SELECT max(at) FROM navigation_events)`,
    );
    expect(recorded.map((r) => r.action).sort()).toEqual([
      'create',
      'create',
      'delete',
      'delete',
      'reorder',
      'update',
    ]);
    expect(recorded.every((r) => r.actor_id === admin.id)).toBe(true);

    // Every menu follows at once (the cache is dropped).
    const adminMenu = (await t.http().get('/api/navigation').set(admin.auth).expect(200))
      .body as NavigationItem[];
    expect(adminMenu.map((i) => i.title)).toEqual(
      expect.arrayContaining([`${p} New group`, `${p} New child`]),
    );
    const memberMenu = (await t.http().get('/api/navigation').set(member.auth).expect(200))
      .body as NavigationItem[];
    expect(memberMenu.map((i) => i.title)).not.toContain(`${p} New group`);
  });

  it('refuses the whole draft when one item is bad: 400 naming it, nothing changes, nothing recorded', async () => {
    const p = tag();
    const a = await create({ title: `${p} A`, order_index: 0 });
    const b = await create({ title: `${p} B`, order_index: 1 });
    const before = await allRows();
    const events = await eventCount();
    const good = {
      create: [{ temp_id: 'tmp-ok', title: `${p} fine` }],
      update: [{ id: a.id, title: `${p} A renamed` }],
      delete: [b.id],
    };

    const cases: Array<[body: object, message: string]> = [
      // Unsafe link on a new item (the shared schema).
      [
        {
          ...good,
          create: [...good.create, { temp_id: 'tmp-bad', title: 'x', path: 'javascript:alert(1)' }],
        },
        'javascript',
      ],
      // A role that does not exist (checked by the server).
      [
        { ...good, update: [...good.update, { id: b.id, required_role: 'no_such_role' }], delete: [] },
        `Navigation item "${p} B" (${b.id}): role "no_such_role" does not exist`,
      ],
      // An unknown id.
      [{ ...good, delete: [randomUUID()] }, 'does not exist'],
      // A parent that is neither stored nor new in this draft.
      [
        { ...good, create: [{ temp_id: 'tmp-orphan', title: `${p} orphan`, parent_id: 'tmp-missing' }] },
        'tmp-missing',
      ],
      // Over-long title.
      [{ ...good, update: [{ id: a.id, title: 'x'.repeat(201) }] }, '200'],
    ];
    for (const [body, message] of cases) {
      const res = await saveDraft(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ...errorShape, code: 'VALIDATION_FAILED' });
      expect(messagesOf(res.body)).toContain(message);
    }
    expect(await allRows()).toEqual(before);
    expect(await eventCount()).toBe(events);
  });

  it('refuses a cycle, and a new item that is its own parent, naming the item; nothing stored', async () => {
    const p = tag();
    const a = await create({ title: `${p} A` });
    const b = await create({ title: `${p} B`, parent_id: a.id });
    const before = await allRows();

    const cycle = await saveDraft({
      create: [{ temp_id: 'tmp-new', title: `${p} new` }],
      update: [{ id: a.id, parent_id: b.id }],
    });
    expect(cycle.status).toBe(400);
    expect(messagesOf(cycle.body)).toContain('is in a cycle');
    expect(messagesOf(cycle.body)).toContain(a.id);

    const self = await saveDraft({
      create: [{ temp_id: 'tmp-self', title: `${p} self`, parent_id: 'tmp-self' }],
    });
    expect(self.status).toBe(400);
    expect(messagesOf(self.body)).toContain(
      `Navigation item "${p} self" (tmp-self) cannot be its own parent`,
    );
    expect(self.body.details[0].path).toBe('create.0.parent_id');

    const throughNew = await saveDraft({
      create: [{ temp_id: 'tmp-mid', title: `${p} mid`, parent_id: b.id }],
      update: [{ id: a.id, parent_id: 'tmp-mid' }],
    });
    expect(throughNew.status).toBe(400);
    expect(messagesOf(throughNew.body)).toContain('is in a cycle');

    expect(await allRows()).toEqual(before);
  });

  it('keeps a child moved out of a deleted item, and deletes what stays under it', async () => {
    const p = tag();
    const parent = await create({ title: `${p} parent` });
    const kept = await create({ title: `${p} kept`, parent_id: parent.id });
    const gone = await create({ title: `${p} gone`, parent_id: parent.id, order_index: 1 });
    await saveDraft({
      update: [{ id: kept.id, parent_id: null, order_index: 9 }],
      delete: [parent.id],
    }).expect(200);
    const rows = new Map((await allRows()).map((r) => [r.id, r]));
    expect(rows.get(kept.id)).toMatchObject({ parent_id: null, order_index: 9 });
    expect(rows.has(parent.id)).toBe(false);
    expect(rows.has(gone.id)).toBe(false);
  });

  it('a new item under an item the same draft deletes is not created and gets no id', async () => {
    const p = tag();
    const parent = await create({ title: `${p} parent` });
    const before = await eventCount();
    const saved = await saveDraft({
      create: [
        { temp_id: 'tmp-orphan', title: `${p} orphan`, parent_id: parent.id },
        { temp_id: 'tmp-kept', title: `${p} kept` },
      ],
      delete: [parent.id],
    }).expect(200);
    const ids = saved.body.ids as Record<string, string>;
    expect(Object.keys(ids)).toEqual(['tmp-kept']);
    const rows = (await allRows()).filter((r) => r.title.startsWith(p));
    expect(rows.map((r) => r.id)).toEqual([ids['tmp-kept']]);
    // One create (the kept item) and one delete (the parent): nothing for the item never stored.
    expect((await eventCount()) - before).toBe(2);
  });

  it('is all or nothing under a failure mid-way: an add and an edit already written are rolled back', async () => {
    const p = tag();
    const a = await create({ title: `${p} A` });
    const b = await create({ title: `${p} B` });
    const before = await allRows();
    const events = await eventCount();
    // The database refuses to delete B: the save fails after the new item and A's edit were written.
    await t.dataSource.query(`
      CREATE FUNCTION nav_draft_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'injected failure'; END $$`);
    await t.dataSource.query(`
      CREATE TRIGGER nav_draft_refuse BEFORE DELETE ON navigation FOR EACH ROW
      WHEN (OLD.id = '${b.id}'::uuid) EXECUTE FUNCTION nav_draft_refuse()`);
    try {
      const res = await saveDraft({
        create: [{ temp_id: 'tmp-n', title: `${p} new` }],
        update: [{ id: a.id, title: `${p} A renamed` }],
        delete: [b.id],
      });
      expect(res.status).toBe(500);
      expect(JSON.stringify(res.body)).not.toContain('injected');
    } finally {
      await t.dataSource.query('DROP TRIGGER nav_draft_refuse ON navigation');
      await t.dataSource.query('DROP FUNCTION nav_draft_refuse');
    }
    expect(await allRows()).toEqual(before);
    expect(await eventCount()).toBe(events);
  });

  it('moves 1,000 items in one request (the builder saving a large rearrangement)', async () => {
    const p = tag();
    const group = await create({ title: `${p} group`, order_index: 1_000_000 });
    const rows: { id: string }[] = await t.dataSource.query(
      `INSERT INTO navigation (title, type, order_index)
         SELECT $1 || ' ' || n, 'internal', 1000000 + n FROM generate_series(1, 1000) AS n RETURNING id`,
      [p],
    );
    const update = rows.map((r, i) => ({ id: r.id, parent_id: group.id, order_index: 999 - i }));
    await saveDraft({ update }).expect(200);
    const after = new Map((await allRows()).map((r) => [r.id, r]));
    expect(
      rows.every(
        (r, i) => after.get(r.id)?.parent_id === group.id && after.get(r.id)?.order_index === 999 - i,
      ),
    ).toBe(true);
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM navigation_events WHERE action = 'reorder' AND after @> $1::jsonb`,
      [JSON.stringify([{ id: rows[0].id }])],
    );
    expect(n).toBe(1);
    await t.http().delete(`/api/navigation/${group.id}`).set(admin.auth).expect(204);
  });

  describe('the answer is the table as PostgreSQL holds it', () => {
    /** Every row in display order, written by PostgreSQL itself (not the server's snapshot code). */
    async function tableRows(): Promise<NavigationItem[]> {
      const [{ items }] = await t.dataSource.query(
        `SELECT coalesce(json_agg(r.item ORDER BY r.o, r.c, r.id), '[]'::json)::text AS items
           FROM (SELECT n.order_index AS o, n.created_at AS c, n.id,
                        json_build_object('id', n.id, 'title', n.title, 'label', n.label, 'path', n.path,
                          'href', n.href, 'icon', n.icon, 'description', n.description, 'type', n.type,
                          'parent_id', n.parent_id, 'order_index', n.order_index, 'is_active', n.is_active,
                          'is_visible', n.is_visible, 'required_role', n.required_role, 'zone_id', n.zone_id,
                          'metadata', n.metadata,
                          'updated_at', to_char(n.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) AS item
                   FROM navigation n) r`,
      );
      return JSON.parse(items as string) as NavigationItem[];
    }

    /** The Save answered the table, and the reads serve it too. */
    async function expectTableAnswered(saved: { items: NavigationItem[] }) {
      const table = await tableRows();
      expect(saved.items).toEqual(table);
      await expectServedAsTable(table);
    }

    /** GET ?all=true is `table`, and a member's menu is what of it a member may see. */
    async function expectServedAsTable(table: NavigationItem[]) {
      expect(await allRows()).toEqual(table);
      // The menus a member gets come from the same rows
      const menu = (await t.http().get('/api/navigation').set(member.auth).expect(200))
        .body as NavigationItem[];
      const visible = table.filter(
        (i) => i.is_active && i.is_visible && i.required_role === null && i.zone_id === null,
      );
      expect(menu).toEqual(visible);
    }

    it('after saves made one after another from the cached rows: adds tied in order, edits, moves, cascading deletes', async () => {
      const p = tag();
      const top = await create({ title: `${p} top`, order_index: 5 });
      const doomed = await create({ title: `${p} doomed`, order_index: 5 });
      const under = await create({ title: `${p} under doomed`, parent_id: doomed.id });
      await allRows(); // the rows are cached: the saves below start from them

      // Twelve new items at one position, created in one transaction (one created_at): the
      // order between them is their ids', as PostgreSQL sorts uuids.
      const first = await saveDraft({
        create: Array.from({ length: 12 }, (_, i) => ({
          temp_id: `tmp-tie-${i}`,
          title: `${p} tie ${i}`,
          order_index: 5,
          metadata: { n: i, note: 'tied ✓' },
        })),
        update: [
          { id: top.id, title: `${p} top renamed`, metadata: { badge: 'new' } },
          { id: under.id, parent_id: top.id, order_index: 5 },
        ],
      }).expect(200);
      await expectTableAnswered(first.body);

      const second = await saveDraft({
        update: [
          { id: top.id, order_index: 4 },
          { id: first.body.ids['tmp-tie-3'], is_visible: false },
        ],
        delete: [doomed.id],
      }).expect(200);
      expect(second.body.items.some((i: NavigationItem) => i.id === doomed.id)).toBe(false);
      await expectTableAnswered(second.body);

      await reorder([{ id: under.id, parent_id: null, order_index: 5 }]);
      await expectServedAsTable(await tableRows());
    });

    it('after a change made with SQL just before the save, before any node heard of it', async () => {
      const p = tag();
      const a = await create({ title: `${p} A` });
      const b = await create({ title: `${p} B` });
      await allRows();
      await t.dataSource.query(`UPDATE navigation SET title = $1 WHERE id = $2`, [`${p} A by SQL`, a.id]);
      const saved = await saveDraft({ update: [{ id: b.id, order_index: 7 }] }).expect(200);
      expect(saved.body.items.find((i: NavigationItem) => i.id === a.id)?.title).toBe(`${p} A by SQL`);
      await expectTableAnswered(saved.body);
    });
  });

  it('answers 403 to a member and 401 without a token; PUT /reorder keeps its contract', async () => {
    const res = await saveDraft({ create: [{ temp_id: 'tmp-x', title: 'nope' }] }, member);
    expect(res.status).toBe(403);
    await t.http().put('/api/navigation/tree').send({ create: [] }).expect(401);
    expect((await allRows()).some((r) => r.title === 'nope')).toBe(false);

    const item = await create({ title: `${tag()} reorder` });
    await reorder([{ id: item.id, parent_id: null, order_index: 4 }]);
    expect((await allRows()).find((r) => r.id === item.id)?.order_index).toBe(4);
  });
});
