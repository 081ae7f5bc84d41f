import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { DEMO_ADMIN, DEMO_MEMBER, signInViaApi } from './support/auth';
import { keyboardDragReady, pointerDragSettled } from './support/dnd';

// The Database module type (issue 11): the demo admin registers a collection through the API with
// a grant for the `user` role, creates a Database module in a demo zone's hub by picking that
// collection from the list (no id typed), adds a row from the module page and sees the rows
// there. Then the demo member (role user, a member of that zone) sees the same rows with only
// what the grant allows: New (create) but no selection or delete. Screenshots at 1280 and 375 px.

const stamp = Date.now().toString(36);
const name = `e2e_tasks_${stamp}`;
let token = '';
let moduleUrl = '';

const SCHEMA = {
  name,
  label: 'Task',
  description: 'Tasks of the e2e Database module.',
  fields: [
    { name: 'title', type: 'string', required: true, max: 120 },
    { name: 'done', type: 'boolean', required: true, default: false },
  ],
  list: { columns: ['title', 'done'], sort: [{ field: 'title', direction: 'asc' }], searchable: ['title'] },
  permissions: { user: ['read', 'create'] },
};

async function api(request: APIRequestContext, method: 'post' | 'get', path: string, data?: unknown) {
  const res = await request[method](`/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as unknown;
}

/** A list answer, bare or wrapped in `{data}`. */
function list<T>(body: unknown): T[] {
  return (Array.isArray(body) ? body : (body as { data: T[] }).data) as T[];
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const signIn = await request.post('/api/auth/signin', { data: DEMO_ADMIN });
  expect(signIn.status()).toBe(200);
  token = ((await signIn.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
  await api(request, 'post', '/schemas', SCHEMA);
  await api(request, 'post', `/rest/${name}`, [{ title: 'Water the plants' }]);
});

test.afterAll(async ({ request }) => {
  if (!token) return;
  await request.delete(`/api/schemas/${name}?confirm=destructive`, {
    headers: { Authorization: `Bearer ${token}` },
  });
});

/**
 * Screenshots at 1280 and 375 px. `within`: the part that must fit the width (a dialog) — by
 * default the whole page must not scroll sideways.
 */
async function shoot(page: Page, testInfo: TestInfo, shot: string, within?: Locator) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    if (within) {
      const box = (await within.boundingBox())!;
      expect(box.x + box.width, `${shot} is wider than ${width} px`).toBeLessThanOrEqual(width);
    } else {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${shot} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    }
    await page.screenshot({ path: testInfo.outputPath(`${shot}-${width}.png`) });
    await page.screenshot({ path: `test-results/screens/${shot}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a Database module picks a collection from the list and shows its rows, editable by the admin', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  // The demo zone the admin owns and the member belongs to (seeds/demo/zones.json).
  const zone = list<{ id: string; name: string }>(await api(request, 'get', '/zones')).find(
    (z) => z.name === 'Acme Headquarters',
  )!;
  expect(zone, 'the Acme Headquarters demo zone').toBeTruthy();
  const hub = list<{ id: string; name: string }>(await api(request, 'get', `/zones/${zone.id}/hubs`))[0];
  expect(hub, 'a hub in the demo zone').toBeTruthy();

  await signInViaApi(page, DEMO_ADMIN);
  await page.goto(`/zones/${zone.id}/hubs/${hub.id}`);
  await page.getByRole('button', { name: 'New module' }).click();
  const create = page.getByRole('dialog');
  await create.getByLabel('Name').fill(`Tasks ${stamp}`);
  await create.getByLabel('Type').selectOption('collection');
  const picker = create.getByRole('combobox', { name: 'Collection' });
  // A list of collections, not a text box: the registered one is offered by label and name.
  await expect(picker.locator('option', { hasText: `Task (${name})` })).toHaveCount(1);
  await picker.selectOption(name);
  // The dialog must fit; the hub page behind it is not this test's (see the report).
  await shoot(page, testInfo, 'database-module-config', create);
  await create.getByRole('button', { name: 'Add module' }).click();

  await expect(page.getByRole('heading', { name: `Tasks ${stamp}`, level: 1 })).toBeVisible();
  moduleUrl = new URL(page.url()).pathname;
  const tasks = page.getByRole('table', { name: 'Tasks' });
  await expect(tasks.getByRole('row', { name: 'Water the plants' })).toBeVisible();
  await expect(page.getByText('1–1 of 1')).toBeVisible();

  // Add a row from the module page, through the generated form.
  await page.getByRole('button', { name: 'New task' }).first().click();
  const panel = page.getByRole('dialog', { name: 'New task' });
  await panel.getByRole('textbox', { name: 'Title' }).fill('Book the venue');
  await panel.getByRole('button', { name: 'Add task' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByText('Task added', { exact: true })).toBeVisible();
  await expect(tasks.getByRole('row', { name: 'Book the venue' })).toBeVisible();
  await expect(page.getByText('1–2 of 2')).toBeVisible();

  // Still there after a reload: the rows come from the server.
  await page.reload();
  await expect(tasks.getByRole('row')).toHaveCount(3);
  await expect(tasks.getByRole('row', { name: 'Book the venue' })).toBeVisible();
  await shoot(page, testInfo, 'database-module-rows');
});

test('a member sees the rows with only the actions their role is granted', async ({ page }, testInfo) => {
  expect(moduleUrl, 'the module from the first test').not.toBe('');
  await signInViaApi(page, DEMO_MEMBER);
  await page.goto(moduleUrl);
  const tasks = page.getByRole('table', { name: 'Tasks' });
  await expect(tasks.getByRole('row', { name: 'Book the venue' })).toBeVisible();
  await expect(tasks.getByRole('row', { name: 'Water the plants' })).toBeVisible();
  // `user: ['read', 'create']`: New is offered, but no row selection (delete is not granted).
  await expect(page.getByRole('button', { name: 'New task' }).first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Select Book the venue' })).toHaveCount(0);
  await shoot(page, testInfo, 'database-module-member');
});

test('the same module as a board (columns by the yes/no field) and as a list of cards', async ({
  page,
  request,
}, testInfo) => {
  expect(moduleUrl, 'the module from the first test').not.toBe('');
  const [, zoneId, hubId, moduleId] = /\/zones\/([^/]+)\/hubs\/([^/]+)\/modules\/([^/]+)/.exec(moduleUrl)!;
  const setView = async (view: 'board' | 'list') => {
    const res = await request.patch(`/api/zones/${zoneId}/hubs/${hubId}/modules/${moduleId}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { config: { collection: name, view, page_size: 50 } },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  await setView('board');
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto(moduleUrl);
  const board = page.getByRole('region', { name: 'Tasks by done' });
  await expect(board.getByRole('region', { name: 'No' })).toContainText('Water the plants');
  await expect(board.getByRole('region', { name: 'No' })).toContainText('Book the venue');
  await expect(board.getByRole('region', { name: 'Yes' })).not.toContainText('Water the plants');
  await shoot(page, testInfo, 'database-module-board');

  await setView('list');
  await page.reload();
  const cards = page.getByRole('list', { name: 'Tasks' });
  await expect(cards.getByRole('button')).toHaveCount(2);
  // A card opens the record's form, as a row of the table does.
  await cards.getByRole('button', { name: /Water the plants/ }).click();
  await expect(page.getByRole('dialog')).toContainText('Water the plants');
  await page.keyboard.press('Escape');
  await shoot(page, testInfo, 'database-module-list');

  // Back to the board in the module's own dialog, its columns picked among the yes/no and choice fields.
  await page.getByRole('button', { name: 'Edit module' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('View').selectOption('board');
  const columnsFrom = dialog.getByLabel('Board columns from');
  await expect(columnsFrom.getByRole('option')).toHaveText([
    'The first choice or yes/no field',
    'Done (done)',
  ]);
  await columnsFrom.selectOption('done');
  await page.screenshot({ path: 'test-results/screens/database-module-board-field-1280-light.png' });
  await dialog.getByRole('button', { name: 'Save module' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Tasks by done' })).toBeVisible();
  const stored = await request.get(`/api/zones/${zoneId}/hubs/${hubId}/modules/${moduleId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await stored.json()) as { config: Record<string, unknown> }).config).toMatchObject({
    view: 'board',
    board_field: 'done',
  });
});

test('the admin drags cards to another column (pointer and keyboard); a refused move goes back', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  expect(moduleUrl, 'the module from the first test').not.toBe('');
  // The previous test left the module as a board by its "done" field.
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto(moduleUrl);
  const board = page.getByRole('region', { name: 'Tasks by done' });
  const yes = board.getByRole('region', { name: 'Yes' });
  const no = board.getByRole('region', { name: 'No' });
  await expect(no).toContainText('Water the plants');
  await expect(no).toContainText('Book the venue');
  const doneOf = async (title: string) => {
    const rows = (await api(
      request,
      'get',
      `/rest/${name}?select=done&title=eq.${encodeURIComponent(title)}`,
    )) as { done: boolean }[];
    return rows[0]?.done;
  };

  // Pointer: by the card's handle into the other column, which lights up under it.
  const handle = no.getByRole('button', { name: 'Move “Water the plants”' });
  const from = (await handle.boundingBox())!;
  const to = (await yes.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 - 20, from.y + from.height / 2 + 5, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
  await expect(yes).toHaveClass(/bg-primary/);
  await page.screenshot({ path: 'test-results/screens/database-board-drag-1280-light.png' });
  await page.mouse.up();
  await pointerDragSettled(page);
  await expect(yes).toContainText('Water the plants');
  await expect(no).not.toContainText('Water the plants');
  await expect.poll(() => doneOf('Water the plants')).toBe(true);

  /** Space on the card's handle picks it up, an arrow key takes it to the next column, Space drops it. */
  const moveByKeyboard = async (title: string, from: string, key: 'ArrowLeft' | 'ArrowRight', to: string) => {
    await board
      .getByRole('region', { name: from })
      .getByRole('button', { name: `Move “${title}”` })
      .focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(`Picked up “${title}” in ${from}.`)).toBeAttached();
    await keyboardDragReady(page);
    await page.keyboard.press(key);
    await expect(page.getByText(`“${title}” is over ${to}.`)).toBeAttached();
    await page.keyboard.press('Space');
  };

  // Keyboard: arrow left takes the card from "No" to "Yes".
  await moveByKeyboard('Book the venue', 'No', 'ArrowLeft', 'Yes');
  await expect(page.getByText('“Book the venue” was moved to Yes.')).toBeAttached();
  await expect(yes).toContainText('Book the venue');
  await expect.poll(() => doneOf('Book the venue')).toBe(true);

  // The server refuses the next move: the card goes back to its column and a toast says why.
  const restOfTasks = (url: URL) => url.pathname === `/api/rest/${name}`;
  await page.route(restOfTasks, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({
            error: 'Conflict',
            code: 'CONFLICT',
            message: 'The row was changed meanwhile',
          }),
        })
      : route.fallback(),
  );
  await moveByKeyboard('Book the venue', 'Yes', 'ArrowRight', 'No');
  const toast = page.locator('[data-slot="toast-description"]', { hasText: 'The row was changed meanwhile' });
  await expect(toast).toBeVisible();
  await expect(page.getByText('Could not move the task', { exact: true })).toBeVisible();
  await expect(yes).toContainText('Book the venue');
  await expect(no).not.toContainText('Book the venue');
  await page.unroute(restOfTasks);

  // "+" on a column starts a new task with that column's value.
  await yes.getByRole('button', { name: 'New task in Yes' }).click();
  const panel = page.getByRole('dialog', { name: 'New task' });
  await expect(panel.getByLabel('Done')).toBeChecked();
  await panel.getByRole('textbox', { name: 'Title' }).fill('Send the invites');
  await panel.getByRole('button', { name: 'Add task' }).click();
  await expect(panel).toBeHidden();
  await expect(yes).toContainText('Send the invites');
  await expect.poll(() => doneOf('Send the invites')).toBe(true);

  // After a reload the cards are where the server keeps them.
  await page.reload();
  await expect(yes).toContainText('Water the plants');
  await expect(yes).toContainText('Book the venue');
  await expect(yes).toContainText('Send the invites');
  await shoot(page, testInfo, 'database-board-moved');

  // The member's grant has no update: no handles.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInViaApi(member, DEMO_MEMBER);
  await member.goto(moduleUrl);
  const memberBoard = member.getByRole('region', { name: 'Tasks by done' });
  await expect(memberBoard.getByRole('region', { name: 'Yes' })).toContainText('Water the plants');
  await expect(memberBoard.getByRole('button', { name: /^Move / })).toHaveCount(0);
  // Members may create tasks, and the "done" field is theirs to set: "+" is offered.
  await expect(memberBoard.getByRole('button', { name: 'New task in No' })).toBeVisible();
  await memberContext.close();
});

test('with an order field the admin drags a card to its place in a column (keyboard and pointer)', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  expect(moduleUrl, 'the module from the first test').not.toBe('');
  const [, zoneId, hubId, moduleId] = /\/zones\/([^/]+)\/hubs\/([^/]+)\/modules\/([^/]+)/.exec(moduleUrl)!;
  // The collection gains a number field (an additive change) and the board is ordered by it.
  const entry = (await api(request, 'get', `/schemas/${name}`)) as { schema: Record<string, unknown> };
  const fields = [...(entry.schema.fields as unknown[]), { name: 'position', type: 'integer' }];
  const changed = await request.patch(`/api/schemas/${name}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...entry.schema, fields },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  const configured = await request.patch(`/api/zones/${zoneId}/hubs/${hubId}/modules/${moduleId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { config: { collection: name, view: 'board', board_field: 'done', order_field: 'position' } },
  });
  expect(configured.status(), await configured.text()).toBe(200);
  const positions = async () =>
    (
      (await api(request, 'get', `/rest/${name}?select=title,done,position&order=title`)) as {
        title: string;
        done: boolean;
        position: number | null;
      }[]
    ).map((r) => `${r.title}: ${r.done ? 'yes' : 'no'} ${r.position}`);

  await signInViaApi(page, DEMO_ADMIN);
  await page.goto(moduleUrl);
  const board = page.getByRole('region', { name: 'Tasks by done' });
  const yes = board.getByRole('region', { name: 'Yes' });
  const no = board.getByRole('region', { name: 'No' });
  const cardsOf = (lane: Locator) => lane.getByRole('button', { name: /^Move / });
  // No position yet: the list's sort (title).
  await expect(cardsOf(yes)).toHaveCount(3);
  const order = async (lane: Locator) =>
    (await cardsOf(lane).evaluateAll((handles) => handles.map((h) => h.getAttribute('aria-label')))).map(
      (label) => label?.slice('Move “'.length, -1),
    );
  expect(await order(yes)).toEqual(['Book the venue', 'Send the invites', 'Water the plants']);

  // Keyboard: "Water the plants" picked up, one place up, dropped: the column is numbered 1, 2, 3.
  await yes.getByRole('button', { name: 'Move “Water the plants”' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Picked up “Water the plants”: Yes, 3 of 3.')).toBeAttached();
  await keyboardDragReady(page);
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('“Water the plants” is over Yes, 2 of 3.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('“Water the plants” was moved: Yes, 2 of 3.')).toBeAttached();
  await expect.poll(() => order(yes)).toEqual(['Book the venue', 'Water the plants', 'Send the invites']);
  await expect
    .poll(positions)
    .toEqual(['Book the venue: yes 1', 'Send the invites: yes 3', 'Water the plants: yes 2']);

  // Pointer: "Send the invites" into "No" (empty), then "Book the venue" above it there.
  const drag = async (
    title: string,
    from: Locator,
    to: Locator,
    y: (box: { y: number; height: number }) => number,
  ) => {
    const handle = from.getByRole('button', { name: `Move “${title}”` });
    const start = (await handle.boundingBox())!;
    const target = (await to.boundingBox())!;
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(start.x + start.width / 2 - 20, start.y + start.height / 2 + 5, { steps: 4 });
    await page.mouse.move(target.x + target.width / 2, y(target), { steps: 12 });
    await page.mouse.move(target.x + target.width / 2 + 2, y(target) + 1, { steps: 2 });
  };
  await drag('Send the invites', yes, no, (box) => box.y + box.height / 2);
  await page.mouse.up();
  await pointerDragSettled(page);
  await expect.poll(() => order(no)).toEqual(['Send the invites']);
  const firstInNo = no.getByRole('button', { name: 'Move “Send the invites”' });
  await drag('Book the venue', yes, firstInNo, (box) => box.y + 2);
  await page.screenshot({ path: 'test-results/screens/database-board-order-drag-1280-light.png' });
  await page.mouse.up();
  await pointerDragSettled(page);
  await expect.poll(() => order(no)).toEqual(['Book the venue', 'Send the invites']);
  await expect
    .poll(positions)
    .toEqual(['Book the venue: no 1', 'Send the invites: no 2', 'Water the plants: yes 2']);

  // Keyboard across columns: right and left take a card to the next column at its height, and an
  // empty column takes one (up and down stay within the column, as above).
  const across = async (title: string, from: Locator, key: 'ArrowLeft' | 'ArrowRight', over: string) => {
    await from.getByRole('button', { name: `Move “${title}”` }).focus();
    await page.keyboard.press('Space');
    await keyboardDragReady(page);
    await page.keyboard.press(key);
    await expect(page.getByText(`“${title}” is over ${over}.`)).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText(`“${title}” was moved: ${over}.`)).toBeAttached();
  };
  await across('Send the invites', no, 'ArrowLeft', 'Yes, 2 of 2');
  await expect.poll(() => order(yes)).toEqual(['Water the plants', 'Send the invites']);
  await across('Book the venue', no, 'ArrowLeft', 'Yes, 1 of 3');
  await expect(cardsOf(no)).toHaveCount(0);
  await across('Water the plants', yes, 'ArrowRight', 'No, 1 of 1');
  await expect.poll(() => order(no)).toEqual(['Water the plants']);
  await expect
    .poll(positions)
    .toEqual(['Book the venue: yes 1', 'Send the invites: yes 3', 'Water the plants: no 1']);

  // After a reload the cards are in the order the server keeps.
  await page.reload();
  await expect.poll(() => order(yes)).toEqual(['Book the venue', 'Send the invites']);
  expect(await order(no)).toEqual(['Water the plants']);
  await shoot(page, testInfo, 'database-board-ordered');
});

test("the demo's Roadmap board: a registered collection in columns, each ordered by its position", async ({
  page,
  request,
}, testInfo) => {
  const signIn = await request.post('/api/auth/signin', { data: DEMO_MEMBER });
  const member = ((await signIn.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
  const get = async <T>(path: string) => {
    const res = await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${member}` } });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return list<T>(await res.json());
  };
  const zone = (await get<{ id: string; name: string }>('/zones')).find((z) => z.name === 'Product Team')!;
  const hub = (await get<{ id: string; name: string }>(`/zones/${zone.id}/hubs`)).find(
    (h) => h.name === 'Roadmap',
  )!;
  const module = (await get<{ id: string; name: string }>(`/zones/${zone.id}/hubs/${hub.id}/modules`)).find(
    (m) => m.name === 'Roadmap board',
  );
  expect(module, 'the demo Roadmap board').toBeTruthy();

  await signInViaApi(page, DEMO_MEMBER);
  await page.goto(`/zones/${zone.id}/hubs/${hub.id}/modules/${module!.id}`);
  const board = page.getByRole('region', { name: 'Roadmap items by status' });
  await expect(board.getByRole('region')).toHaveCount(4);
  expect(
    await board.getByRole('region').evaluateAll((lanes) => lanes.map((l) => l.getAttribute('aria-label'))),
  ).toEqual(['Now', 'Next', 'Later', 'Shipped']);
  // The Product Team's owner may write both fields: every card has its handle, in position order.
  const next = board.getByRole('region', { name: 'Next' });
  await expect(next.getByRole('button', { name: /^Move / })).toHaveCount(3);
  expect(
    await next
      .getByRole('button', { name: /^Move / })
      .evaluateAll((handles) => handles.map((h) => h.getAttribute('aria-label'))),
  ).toEqual(['Move “Mobile layout for dashboards”', 'Move “Slack notifications”', 'Move “Public API keys”']);
  await shoot(page, testInfo, 'demo-roadmap-board');
});

test("a Database module shows its own zone's rows only, not those of the member's other zones", async ({
  page,
  request,
}) => {
  // The demo member owns Product Team (whose roadmap has items) and is a member of Acme
  // Headquarters: a roadmap module made in Acme starts empty instead of listing Product Team's.
  const signIn = await request.post('/api/auth/signin', { data: DEMO_MEMBER });
  const member = ((await signIn.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
  const auth = { Authorization: `Bearer ${member}` };
  const zones = list<{ id: string; name: string }>(
    await (await request.get('/api/zones', { headers: auth })).json(),
  );
  const acme = zones.find((z) => z.name === 'Acme Headquarters')!;
  expect(acme, 'the demo member is in Acme Headquarters').toBeTruthy();
  const adminSignIn = await request.post('/api/auth/signin', { data: DEMO_ADMIN });
  const admin = ((await adminSignIn.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
  const hubs = await request.get(`/api/zones/${acme.id}/hubs`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  const hub = list<{ id: string }>(await hubs.json())[0];
  const created = await request.post(`/api/zones/${acme.id}/hubs/${hub.id}/modules`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: {
      name: `Acme roadmap ${stamp}`,
      type: 'collection',
      config: { collection: 'roadmap_items', view: 'table' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const module = (await created.json()) as { id: string };
  // The member reads roadmap items of Product Team through the table API…
  const all = await request.get('/api/rest/roadmap_items?select=id', { headers: auth });
  expect(list(await all.json()).length).toBeGreaterThan(0);

  await signInViaApi(page, DEMO_MEMBER);
  await page.goto(`/zones/${acme.id}/hubs/${hub.id}/modules/${module.id}`);
  await expect(page.getByRole('heading', { name: `Acme roadmap ${stamp}`, level: 1 })).toBeVisible();
  // …but this module, in Acme Headquarters, has none of them.
  await expect(page.getByText('No roadmap items yet')).toBeVisible();
  await expect(page.getByRole('row', { name: /Slack notifications/ })).toHaveCount(0);
  await request.delete(`/api/zones/${acme.id}/hubs/${hub.id}/modules/${module.id}`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
});
