import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { newAccount, signInViaApi, signUpViaApi, verifyEmailViaMail, type TestAccount } from './support/auth';
import { de } from './support/i18n';

// A member on a phone (375 px, touch), in German: what a row says must be readable, not cut off
// with an ellipsis by the controls beside it.

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

async function bearer(request: APIRequestContext, account: TestAccount) {
  const res = await request.post('/api/auth/signin', {
    data: { email: account.email, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { tokens } = (await res.json()) as { tokens: { accessToken: string } };
  return { Authorization: `Bearer ${tokens.accessToken}` };
}

/** The account's interface in German (its saved preference, as Settings › Preferences saves it). */
async function inGerman(request: APIRequestContext, account: TestAccount) {
  const res = await request.patch('/api/users/me/preferences', {
    headers: await bearer(request, account),
    data: { language: 'de-DE' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Fails when the element's text is clipped (an ellipsis, or hidden overflow) instead of shown. */
async function expectNotCut(locator: Locator, what: string) {
  await expect(locator).toBeVisible();
  const { scroll, client } = await locator.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
  }));
  expect(scroll, `${what} is cut off at 375 px`).toBeLessThanOrEqual(client);
}

/** A zone `owner` creates (their address verified first, as inviting asks). */
async function zoneOf(request: APIRequestContext, owner: TestAccount, name: string) {
  await verifyEmailViaMail(request, owner.email);
  const headers = await bearer(request, owner);
  const zone = await request.post('/api/zones', { headers, data: { name } });
  expect(zone.status(), await zone.text()).toBe(201);
  return { headers, zoneId: ((await zone.json()) as { id: string }).id };
}

test('a pending invitation on the dashboard says in full who invited and as what', async ({
  page,
  request,
}) => {
  const owner = await signUpViaApi(request, newAccount('einladende-person'));
  const { headers, zoneId } = await zoneOf(request, owner, `Einladung ${Date.now().toString(36)}`);
  const invitee = await signUpViaApi(request, newAccount('eingeladen'));
  await verifyEmailViaMail(request, invitee.email);
  const invited = await request.post(`/api/zones/${zoneId}/invitations`, {
    headers,
    data: { email: invitee.email, role: 'member' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await inGerman(request, invitee);

  await signInViaApi(page, invitee);
  await page.goto('/dashboard');
  const card = page.getByTestId('my-invitations');
  await expect(card).toContainText(de('Pending invitations'));
  const sentence = card.getByText(owner.email);
  await expect(sentence).toContainText(de('member'));
  await expectNotCut(sentence, 'who invited and as what');
  await expect(card.getByRole('button', { name: /annehmen/i })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/phone-invitation-375-de.png' });
});

test("a hub's modules and dashboards keep their names readable beside the move buttons", async ({
  page,
  request,
}) => {
  const owner = await signUpViaApi(request, newAccount('hub'));
  const { headers, zoneId } = await zoneOf(request, owner, 'Firmenzentrale');
  const hub = await request.post(`/api/zones/${zoneId}/hubs`, { headers, data: { name: 'Handbuch' } });
  expect(hub.status(), await hub.text()).toBe(201);
  const hubId = ((await hub.json()) as { id: string }).id;
  const moduleName = 'Einarbeitung neuer Kolleginnen';
  const dashboardName = 'Firmenüberblick';
  const mod = await request.post(`/api/zones/${zoneId}/hubs/${hubId}/modules`, {
    headers,
    data: { name: moduleName, type: 'markdown', config: { content: 'Hallo' } },
  });
  expect(mod.status(), await mod.text()).toBe(201);
  const widgets = [0, 1, 2, 3, 4].map((i) => ({
    id: `w${i}`,
    type: 'stat',
    x: 0,
    y: i * 2,
    w: 3,
    h: 2,
    config: { label: `Zahl ${i}`, value: i },
  }));
  const dash = await request.post(`/api/zones/${zoneId}/hubs/${hubId}/dashboards`, {
    headers,
    data: { name: dashboardName, layout: widgets },
  });
  expect(dash.status(), await dash.text()).toBe(201);
  await inGerman(request, owner);

  await signInViaApi(page, owner);
  await page.goto(`/zones/${zoneId}/hubs/${hubId}`);
  const dashboards = page.getByRole('list', { name: de('Dashboards') });
  const dashboardLink = dashboards.getByRole('link', { name: dashboardName });
  await expectNotCut(dashboardLink, 'the dashboard name');
  // One word, one line: not broken mid-word by the widget count beside it.
  expect((await dashboardLink.boundingBox())!.height, 'the dashboard name wraps mid-word').toBeLessThan(30);
  await expect(dashboards.getByText('5 Widgets')).toBeVisible();
  await expectNotCut(page.getByRole('link', { name: moduleName }), 'the module name');
  await page.getByRole('link', { name: dashboardName }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/phone-hub-lists-375-de.png' });
});

test("a zone's member list shows each person's name and email beside the role picker", async ({
  page,
  request,
}) => {
  const owner = await signUpViaApi(request, {
    ...newAccount('mitglieder'),
    first_name: 'Friederike',
    last_name: 'Baumgartner',
  });
  const colleague = await signUpViaApi(request, {
    ...newAccount('kollegin-mit-langem-namen'),
    first_name: 'Maximiliane',
    last_name: 'Schwarzenberger',
  });
  const { headers, zoneId } = await zoneOf(request, owner, 'Produktteam');
  // Members join by invitation: the colleague accepts it.
  const invited = await request.post(`/api/zones/${zoneId}/invitations`, {
    headers,
    data: { email: colleague.email, role: 'member' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await verifyEmailViaMail(request, colleague.email);
  const accepted = await request.post(
    `/api/invitations/${((await invited.json()) as { id: string }).id}/accept`,
    {
      headers: await bearer(request, colleague),
    },
  );
  expect(accepted.status(), await accepted.text()).toBe(200);
  await inGerman(request, owner);

  await signInViaApi(page, owner);
  await page.goto(`/zones/${zoneId}`);
  await page.getByRole('tab', { name: de('Members') }).click();
  const rows = page.getByTestId('member-row');
  await expect(rows).toHaveCount(2);
  for (const account of [owner, colleague]) {
    const row = rows.filter({ hasText: account.email });
    await expectNotCut(
      row.getByText(`${account.first_name} ${account.last_name}`),
      `${account.first_name}'s name`,
    );
    await expectNotCut(row.getByText(account.email), `${account.first_name}'s email`);
    await expect(row.getByRole('combobox')).toBeVisible();
  }
  await rows.last().scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/phone-zone-members-375-de.png' });
});
