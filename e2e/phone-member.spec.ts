import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  DEMO_MEMBER,
  newAccount,
  signInViaApi,
  signUpViaApi,
  verifyEmailViaMail,
  type TestAccount,
} from './support/auth';
import { de, translated } from './support/i18n';

// A member on a phone (375 px, touch), in German: what a row says must be readable, not cut off
// with an ellipsis by the controls beside it.

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

async function bearer(request: APIRequestContext, account: { email: string; password: string }) {
  const res = await request.post('/api/auth/signin', {
    data: { email: account.email, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { tokens } = (await res.json()) as { tokens: { accessToken: string } };
  return { Authorization: `Bearer ${tokens.accessToken}` };
}

/** The account's interface language (its saved preference, as Settings › Preferences saves it). */
async function inLanguage(
  request: APIRequestContext,
  account: { email: string; password: string },
  language: 'en-US' | 'de-DE' | 'ja-JP',
) {
  const res = await request.patch('/api/users/me/preferences', {
    headers: await bearer(request, account),
    data: { language },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The account's interface in German. */
async function inGerman(request: APIRequestContext, account: TestAccount) {
  await inLanguage(request, account, 'de-DE');
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

/**
 * Safari on iOS does not focus a button it taps (Chromium does): the page is made to behave so,
 * a mousedown fired by a touch moving no focus, and the focus stays where it was before the tap.
 */
async function tapsFocusNothing(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener(
      'mousedown',
      (event) => {
        const source = (event as MouseEvent & { sourceCapabilities?: { firesTouchEvents?: boolean } })
          .sourceCapabilities;
        if (source?.firesTouchEvents) event.preventDefault();
      },
      true,
    );
  });
}

test('a board card tapped open and closed gives the focus back to the card, as the keyboard does', async ({
  page,
  request,
}) => {
  await tapsFocusNothing(page);
  const headers = await bearer(request, DEMO_MEMBER);
  const get = async <T>(path: string) => {
    const res = await request.get(`/api${path}`, { headers });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    const body = (await res.json()) as T[] | { data: T[] };
    return Array.isArray(body) ? body : body.data;
  };
  const zone = (await get<{ id: string; name: string }>('/zones')).find((z) => z.name === 'Product Team')!;
  const hub = (await get<{ id: string; name: string }>(`/zones/${zone.id}/hubs`)).find(
    (h) => h.name === 'Roadmap',
  )!;
  const board = (await get<{ id: string; name: string }>(`/zones/${zone.id}/hubs/${hub.id}/modules`)).find(
    (m) => m.name === 'Roadmap board',
  )!;

  await signInViaApi(page, DEMO_MEMBER);
  await page.goto(`/zones/${zone.id}/hubs/${hub.id}/modules/${board.id}`);
  const next = page
    .getByRole('region', { name: 'Roadmap items by status' })
    .getByRole('region', { name: 'Next' });
  const card = next.getByRole('button', { name: /^Slack notifications/ });
  await expect(card).toBeVisible();
  // The button used last (the lane's "+", say): it has the focus when the card is tapped.
  const before = next.getByRole('button', { name: /^New roadmap item in Next/ });
  await before.focus();
  await card.tap();
  const sheet = page.getByRole('dialog', { name: /Slack notifications/ });
  await expect(sheet).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/phone-board-card-sheet-375.png' });
  await sheet.getByRole('button', { name: 'Close', exact: true }).tap();
  await expect(sheet).toBeHidden();
  await expect(card, 'the focus is back on the tapped card').toBeFocused();
  await page.screenshot({ path: 'test-results/screens/phone-board-card-closed-375.png' });

  // With the keyboard it was so already.
  await before.focus();
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(card).toBeFocused();
});

test('after a wrong password the password field is focused in view with its label, below the top bar', async ({
  page,
  request,
}) => {
  const account = await signUpViaApi(request, newAccount('falsches-passwort'));
  // Short windows: a phone with its keyboard up, a laptop's browser with its toolbars.
  for (const [width, height] of [
    [375, 360],
    [1280, 400],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await page.getByLabel('Email').fill(account.email);
    await password.fill('not the password');
    // Filled in by the browser's password manager: no field has the focus when Sign in is pressed
    // (which keeps the focus where it is), so the refusal moves it to the password field.
    await password.blur();
    // Scrolled down to the button: it is in view just below the sticky top bar, the password field's
    // label (and the field, as far as the page scrolls) under the bar.
    const hidden = await password.evaluate((input) => {
      const bar = document.querySelector('[data-slot="app-shell-header"]')!.getBoundingClientRect();
      window.scrollBy(0, input.getBoundingClientRect().bottom - bar.bottom + 4);
      const label = document.querySelector(`label[for="${input.id}"]`)!.getBoundingClientRect();
      return bar.bottom - label.top;
    });
    expect(hidden, `the label is under the top bar before, at ${width} px`).toBeGreaterThan(0);
    const submit = page.getByRole('button', { name: 'Sign in', exact: true });
    if (width === 375) await submit.tap();
    else await submit.click();
    await expect(page.getByText('Check your email and password and try again.')).toBeVisible();
    await expect(password).toBeFocused();
    const bar = (await page.locator('[data-slot="app-shell-header"]').boundingBox())!;
    const label = (await page.locator('label', { hasText: /^Password$/ }).boundingBox())!;
    const field = (await password.boundingBox())!;
    expect(label.y, `the label is below the top bar at ${width} px`).toBeGreaterThanOrEqual(
      bar.y + bar.height,
    );
    expect(field.y + field.height, `the field is in view at ${width} px`).toBeLessThanOrEqual(height);
    await page.screenshot({ path: `test-results/screens/signin-wrong-password-${width}.png` });
  }
});

test("the zone dialog's icon search says its whole placeholder at 375 px, in English, German and Japanese", async ({
  page,
  request,
}) => {
  const account = await signUpViaApi(request, newAccount('symbole'));
  await signInViaApi(page, account);
  for (const [language, locale] of [
    ['en-US', null],
    ['de-DE', 'de'],
    ['ja-JP', 'ja'],
  ] as const) {
    await inLanguage(request, account, language);
    const say = (english: string) => (locale ? translated(locale, english) : english);
    await page.goto('/zones');
    await page.getByRole('button', { name: say('New zone') }).tap();
    const dialog = page.getByRole('dialog');
    const search = dialog.getByRole('searchbox', { name: say('Search all icons') });
    await expect(search).toBeVisible();
    const fit = await search.evaluate((input: HTMLInputElement) => {
      const placeholder = input.placeholder;
      const size = parseFloat(getComputedStyle(input).fontSize);
      // The placeholder as typed text (the same font): wider than the box, it scrolls.
      input.value = placeholder;
      const fits = input.scrollWidth <= input.clientWidth;
      input.value = '';
      return { placeholder, fits, size };
    });
    expect(fit.fits, `"${fit.placeholder}" is cut at 375 px`).toBe(true);
    expect(fit.size, 'the search text stays readable').toBeGreaterThanOrEqual(16);
    await search.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screens/phone-zone-icon-search-375-${locale ?? 'en'}.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test("the palette and the dashboard's recent lists show a place's zone and hub whole on a phone, one line at 1280 px", async ({
  page,
  request,
}) => {
  const owner = await signUpViaApi(request, newAccount('orte'));
  const zoneName = `Kundenservice Nordeuropa ${Date.now().toString(36)}`;
  const hubName = 'Einarbeitung und Schulungen';
  const { headers, zoneId } = await zoneOf(request, owner, zoneName);
  const hub = await request.post(`/api/zones/${zoneId}/hubs`, { headers, data: { name: hubName } });
  expect(hub.status(), await hub.text()).toBe(201);
  const hubId = ((await hub.json()) as { id: string }).id;
  const mod = await request.post(`/api/zones/${zoneId}/hubs/${hubId}/modules`, {
    headers,
    data: { name: 'Begrüßung', type: 'markdown', config: { content: 'Hallo' } },
  });
  expect(mod.status(), await mod.text()).toBe(201);
  const moduleId = ((await mod.json()) as { id: string }).id;
  await inGerman(request, owner);
  await signInViaApi(page, owner);
  // Opened once: it is in "Recently visited".
  await page.goto(`/zones/${zoneId}/hubs/${hubId}/modules/${moduleId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Begrüßung' })).toBeVisible();
  const place = `${zoneName} · ${hubName}`;

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 860 });
    await page.goto('/dashboard');
    for (const list of ['Recently visited', 'Recently updated']) {
      const row = page
        .getByRole('list', { name: de(list) })
        .getByRole('listitem')
        .filter({ hasText: 'Begrüßung' });
      const line = row.getByText(place, { exact: true });
      await expect(line).toBeVisible();
      const { height, lineHeight } = await line.evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(el).lineHeight),
      }));
      if (width === 375) {
        await expectNotCut(line, `the place in ${list}`);
      } else {
        expect(height, `the place in ${list} takes one line at 1280 px`).toBeLessThan(lineHeight * 1.5);
      }
    }
    await page.getByRole('list', { name: de('Recently visited') }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screens/phone-home-places-${width}-de.png` });

    await page.getByRole('button', { name: new RegExp(`^${de('Search…')}`) }).click();
    const palette = page.getByRole('dialog', { name: de('Jump to') });
    await expect(palette).toBeVisible();
    await palette.getByRole('combobox').fill('Begrüßung');
    const option = palette.getByRole('option', { name: /^Begrüßung/ });
    await expect(option).toBeVisible();
    const hint = option.getByText(de('Module in {zoneName} › {hubName}', { zoneName, hubName }), {
      exact: true,
    });
    const { height, lineHeight } = await hint.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(el).lineHeight),
    }));
    if (width === 375) {
      await expectNotCut(hint, "the module's place in the palette");
    } else {
      expect(height, 'the place in the palette takes one line at 1280 px').toBeLessThan(lineHeight * 1.5);
    }
    await page.screenshot({ path: `test-results/screens/phone-palette-places-${width}-de.png` });
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
  }
});
