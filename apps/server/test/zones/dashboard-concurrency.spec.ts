import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { addMember, createDashboard, createHub, createZone } from './zone-kit.js';

/**
 * Two editors on one dashboard: the designer saves the whole layout, so a save made from an older
 * read would silently drop the other editor's widgets. With If-Match (the updated_at read) the
 * stale save is refused with 412 and nothing changes.
 */
describe('dashboard saves from a stale read (If-Match)', () => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  let zone: string;
  let hub: string;

  const stat = (id: string, x: number) => ({ id, type: 'stat', x, y: 0, w: 2, h: 2, config: { label: id } });
  const url = (id: string) => `/api/zones/${zone}/hubs/${hub}/dashboards/${id}`;

  beforeAll(async () => {
    t = await startAppForUsers();
    [owner, member] = await Promise.all([createUser(t), createUser(t)]);
    zone = (await createZone(t, owner, { name: 'Concurrency' })).id;
    await addMember(t, zone, owner, member, 'member');
    hub = (await createHub(t, zone, owner, { name: 'Hub' })).id;
  });
  afterAll(() => t.close());

  async function opened(): Promise<{ id: string; updated_at: string }> {
    const { id } = await createDashboard(t, zone, hub, owner, { layout: [stat('a', 0)] });
    return (await t.http().get(url(id)).set(member.auth).expect(200)).body;
  }

  it("refuses B's save from the state A has already saved over: 412, A's widgets kept", async () => {
    const read = await opened();
    const ifMatch = `"${read.updated_at}"`;
    const first = await t
      .http()
      .patch(url(read.id))
      .set(owner.auth)
      .set('If-Match', ifMatch)
      .send({ layout: [stat('a', 0), stat('from-a', 2)] })
      .expect(200);
    expect(first.body.updated_at).not.toBe(read.updated_at);

    const stale = await t
      .http()
      .patch(url(read.id))
      .set(member.auth)
      .set('If-Match', ifMatch)
      .send({ layout: [stat('a', 0), stat('from-b', 4)] })
      .expect(412);
    expect(stale.body).toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: 'This dashboard was changed by someone else since you opened it. Reload to see their change.',
    });
    expect(stale.headers.etag).toBe(`"${first.body.updated_at}"`);
    const now = await t.http().get(url(read.id)).set(member.auth).expect(200);
    expect(now.body.layout.map((w: { id: string }) => w.id)).toEqual(['a', 'from-a']);

    // Reloaded (the new updated_at), B's save applies.
    await t
      .http()
      .patch(url(read.id))
      .set(member.auth)
      .set('If-Match', `"${now.body.updated_at}"`)
      .send({ layout: [stat('a', 0), stat('from-a', 2), stat('from-b', 4)] })
      .expect(200);
  });

  it('of two saves sent at once from the same state exactly one applies', async () => {
    const read = await opened();
    const save = (who: TestUser, widget: string) =>
      t
        .http()
        .patch(url(read.id))
        .set(who.auth)
        .set('If-Match', `W/"${read.updated_at}"`)
        .send({ layout: [stat('a', 0), stat(widget, 6)] });
    const answers = await Promise.all([save(owner, 'one'), save(member, 'two')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 412]);
    const won = answers.find((r) => r.status === 200)!;
    const now = await t.http().get(url(read.id)).set(owner.auth).expect(200);
    expect(now.body.layout).toEqual(won.body.layout);
  });

  it('applies without If-Match, with *, and with a list naming the current state', async () => {
    const read = await opened();
    await t.http().patch(url(read.id)).set(owner.auth).send({ name: 'No header' }).expect(200);
    await t
      .http()
      .patch(url(read.id))
      .set(owner.auth)
      .set('If-Match', '*')
      .send({ name: 'Star' })
      .expect(200);
    const current = (await t.http().get(url(read.id)).set(owner.auth).expect(200)).body;
    const listed = await t
      .http()
      .patch(url(read.id))
      .set(owner.auth)
      .set('If-Match', `"${read.updated_at}", "${current.updated_at}"`)
      .send({ name: 'Listed' })
      .expect(200);
    expect(listed.body.name).toBe('Listed');
  });

  it('a tag that names no time matches nothing (412); a malformed header is a 400; a deleted dashboard a 404', async () => {
    const read = await opened();
    const wrong = await t
      .http()
      .patch(url(read.id))
      .set(owner.auth)
      .set('If-Match', '"yesterday"')
      .send({ name: 'x' })
      .expect(412);
    expect(wrong.body.code).toBe('PRECONDITION_FAILED');
    const bad = await t
      .http()
      .patch(url(read.id))
      .set(owner.auth)
      .set('If-Match', '"unclosed')
      .send({ name: 'x' })
      .expect(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid If-Match header' });
    expect((await t.http().get(url(read.id)).set(owner.auth).expect(200)).body.name).toBe('Overview');

    await t.http().delete(url(read.id)).set(member.auth).expect(204);
    const gone = await t
      .http()
      .patch(url(read.id))
      .set(owner.auth)
      .set('If-Match', `"${read.updated_at}"`)
      .send({ name: 'x' })
      .expect(404);
    expect(gone.body.message).toBe('Dashboard not found');
  });
});
