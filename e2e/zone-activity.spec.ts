import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  newAccount,
  screens,
  signInViaApi,
  signUpViaApi,
  verifyEmailViaMail,
  type TestAccount,
} from './support/auth';
import { expectAccessible } from './support/axe';

// A zone's Activity (Settings → Activity, GET /api/zones/:zoneId/activity): the zone's owner
// renames a hub in the hub's settings, then finds the change in the zone's Activity with the
// name before and after, filters by kind, and sees it at 375 px without sideways scrolling. A
// plain member of the same zone has no Settings tab, so no Activity, and the API refuses them.

const stamp = Date.now().toString(36);
const BEFORE = `Roadmap ${stamp}`;
const AFTER = `Roadmap 2027 ${stamp}`;

let owner: TestAccount;
let member: TestAccount;
let zoneId = '';
let hubId = '';

async function bearer(request: APIRequestContext, account: TestAccount) {
  const res = await request.post('/api/auth/signin', {
    data: { email: account.email, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { tokens } = (await res.json()) as { tokens: { accessToken: string } };
  return { Authorization: `Bearer ${tokens.accessToken}` };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  owner = await signUpViaApi(request, newAccount('activity-owner'));
  member = await signUpViaApi(request, newAccount('activity-member'));
  // Only a verified address invites.
  await verifyEmailViaMail(request, owner.email);
  const headers = await bearer(request, owner);
  const zone = await request.post('/api/zones', { headers, data: { name: `Activity ${stamp}` } });
  expect(zone.status(), await zone.text()).toBe(201);
  zoneId = ((await zone.json()) as { id: string }).id;
  const hub = await request.post(`/api/zones/${zoneId}/hubs`, { headers, data: { name: BEFORE } });
  expect(hub.status(), await hub.text()).toBe(201);
  hubId = ((await hub.json()) as { id: string }).id;

  const invited = await request.post(`/api/zones/${zoneId}/invitations`, {
    headers,
    data: { email: member.email, role: 'member' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await verifyEmailViaMail(request, member.email);
  const accepted = await request.post(
    `/api/invitations/${((await invited.json()) as { id: string }).id}/accept`,
    {
      headers: await bearer(request, member),
    },
  );
  expect(accepted.status(), await accepted.text()).toBe(200);
});

test("a zone owner renames a hub and finds the change in the zone's Activity", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInViaApi(page, owner);

  // The hub's settings: a new name.
  await page.goto(`/zones/${zoneId}/hubs/${hubId}?tab=settings`);
  const name = page.getByLabel('Name');
  await expect(name).toHaveValue(BEFORE);
  await name.fill(AFTER);
  await page.getByRole('button', { name: 'Save hub' }).click();
  await expect(page.getByText('Hub saved', { exact: true })).toBeVisible();

  // The zone's Settings → Activity.
  await page.goto(`/zones/${zoneId}`);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByText('Activity', { exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Zone activity' });
  const entry = table.getByRole('row', { name: `Show the change: ${AFTER}, Changed` });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('Hub');
  await expect(entry).toContainText(owner.email);
  // The zone's own history is there too: its creation and the member who joined.
  await expect(table.getByRole('row', { name: `Show the change: ${member.email}, Added` })).toBeVisible();
  await entry.scrollIntoViewIfNeeded();
  await expectAccessible(page, "the zone's Activity");
  await screens(page, 'zone-activity');

  // Opened with the keyboard: the name before and after.
  await entry.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Hub: Changed' });
  await expect(dialog).toBeVisible();
  const row = dialog.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^name/ }) });
  await expect(row).toContainText(BEFORE);
  await expect(row).toContainText(AFTER);
  await expectAccessible(page, 'an Activity entry');
  await screens(page, 'zone-activity-entry');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Only the zone's members, then only hubs.
  await page.getByLabel('Kind').selectOption({ label: 'Zone member' });
  await expect(entry).toHaveCount(0);
  await expect(table.getByRole('row', { name: `Show the change: ${member.email}, Added` })).toBeVisible();
  await page.getByLabel('Kind').selectOption({ label: 'Hub' });
  await expect(entry).toBeVisible();
  await expect(table.getByRole('row', { name: `Show the change: ${member.email}, Added` })).toHaveCount(0);
});

test('a plain member of the zone sees no Activity, and the API refuses them', async ({ page, request }) => {
  await signInViaApi(page, member);
  await page.goto(`/zones/${zoneId}?tab=settings`);
  await expect(page.getByRole('heading', { name: `Activity ${stamp}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Members' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Zone activity' })).toHaveCount(0);
  await expect(page.getByText('Activity', { exact: true })).toHaveCount(0);

  const refused = await request.get(`/api/zones/${zoneId}/activity`, {
    headers: await bearer(request, member),
  });
  expect(refused.status()).toBe(403);
});
