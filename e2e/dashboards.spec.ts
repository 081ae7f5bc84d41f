import { errors, expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { DEMO_ADMIN, DEMO_MEMBER, signInViaApi } from './support/auth';
import { expectAccessible } from './support/axe';
import { pointerDragSettled } from './support/dnd';

// The dashboard designer journey: the demo admin opens a dashboard, adds a stat and a text
// widget, edits their settings (title, Markdown, a live stat source), resizes them with the
// toolbar and the keyboard, sees a bad link URL refused inline, saves, reloads and finds them
// with their settings. Unsaved changes are guarded. Screenshots: light and dark, 1280 and 375 px.

const stamp = Date.now().toString(36);
const zoneName = `Designer ${stamp}`;
let token = '';
let zoneId = '';
let hubId = '';
let dashboardId = '';

test.describe.configure({ mode: 'serial' });

async function api(request: APIRequestContext, method: 'post' | 'get', path: string, data?: unknown) {
  const res = await request[method](`/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

test.beforeAll(async ({ request }) => {
  const signIn = await request.post('/api/auth/signin', { data: DEMO_ADMIN });
  expect(signIn.status()).toBe(200);
  token = ((await signIn.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
  zoneId = (await api(request, 'post', '/zones', { name: zoneName })).id;
  // A second member, so the live member count (2) cannot be mistaken for a default.
  // (Members join by invitation: the verified demo member accepts it in the app.)
  const { invitation } = await api(request, 'post', `/zones/${zoneId}/members`, {
    email: 'member@atrium.local',
    role: 'viewer',
  });
  const member = await request.post('/api/auth/signin', { data: DEMO_MEMBER });
  expect(member.status()).toBe(200);
  const memberToken = ((await member.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
  const accepted = await request.post(`/api/invitations/${invitation.id}/accept`, {
    headers: { Authorization: `Bearer ${memberToken}` },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  hubId = (await api(request, 'post', `/zones/${zoneId}/hubs`, { name: 'Operations' })).id;
  dashboardId = (
    await api(request, 'post', `/zones/${zoneId}/hubs/${hubId}/dashboards`, { name: 'Team board' })
  ).id;
});

const dashboardPath = () => `/zones/${zoneId}/hubs/${hubId}/dashboards/${dashboardId}`;

/**
 * The whole page in one shot, taken as a window shot with the window made as tall as the page.
 * Playwright's `fullPage` capture renders beyond the viewport in Chromium's compositor, and on
 * these chart-filled boards it stalled there for a whole test timeout in CI (stops 17 and 20;
 * dozens of local runs never did). A window shot goes through an ordinary frame — and stalled
 * once too (stop 29: "fonts loaded", then no frame for 90 s; 13 local runs under two busy cores
 * took 0.5 s a shot). The picture is evidence for a reviewer, not an assertion (overflow and
 * clipping are checked in the DOM before it), so a capture gets 15 s and, when Chromium delivers
 * no frame in that time, one more try at the ordinary window size; after a second stall the
 * picture is left out and the report says so.
 */
async function shootWholePage(page: Page, path: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 860 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const tall = height > size.height;
  if (tall) await page.setViewportSize({ width: size.width, height: Math.min(height, 6000) });
  try {
    await page.screenshot({ path, timeout: 15_000 });
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    test.info().annotations.push({ type: 'screenshot retried', description: path });
    if (tall) await page.setViewportSize(size);
    try {
      await page.screenshot({ path, timeout: 15_000 });
    } catch (again) {
      if (!(again instanceof errors.TimeoutError)) throw again;
      // A second stall (a fresh-clone run in session 53: "fonts loaded", then no frame twice,
      // after a tooltip hover on a loaded 2-core machine) leaves this picture out, said in the
      // report, instead of failing the test and the serial ones after it: what the picture shows
      // was asserted in the DOM.
      test.info().annotations.push({
        type: 'screenshot missing',
        description: `${path}: Chromium delivered no frame in two tries of 15 s`,
      });
    }
    return;
  }
  if (tall) await page.setViewportSize(size);
}

/** Screenshots in light and dark at 1280 and 375 px; fails when the page scrolls sideways. */
async function shoot(page: Page, testInfo: TestInfo, name: string, widths = [1280, 375]) {
  const size = page.viewportSize() ?? { width: 1280, height: 860 };
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    for (const width of widths) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 860 });
      await expect(page.getByTestId('widget').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      await expectNothingClipped(page, `${name} at ${width} px (${scheme})`);
      await shootWholePage(page, testInfo.outputPath(`${name}-${width}-${scheme}.png`));
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(size);
}

/** A settings dialog at 1280 and 375 px: it fits the screen and the page never scrolls sideways. */
async function shootDialog(page: Page, testInfo: TestInfo, name: string, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 860 });
    const box = await page.getByRole('dialog').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width, `${name} fits ${width} px`).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}-${scheme}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * Every widget's header, stat value and chart lie inside its card, and no stat value is cut or
 * ellipsed (lists and text may scroll inside their card; that is not clipping).
 */
async function expectNothingClipped(page: Page, where: string) {
  const problems = await page.evaluate(() => {
    const out: string[] = [];
    for (const widget of document.querySelectorAll<HTMLElement>('[data-testid="widget"]')) {
      const name = widget.getAttribute('aria-label');
      const card = widget.getBoundingClientRect();
      const parts = widget.querySelectorAll<HTMLElement>(
        'header, [data-testid="stat-value"] p, [data-testid="stat-value"] span, [role="img"]',
      );
      for (const part of parts) {
        const box = part.getBoundingClientRect();
        const outside =
          box.left < card.left - 1 ||
          box.top < card.top - 1 ||
          box.right > card.right + 1 ||
          box.bottom > card.bottom + 1;
        if (outside) out.push(`${name}: ${part.tagName} ${part.getAttribute('role') ?? ''} outside its card`);
      }
      for (const value of widget.querySelectorAll<HTMLElement>('[data-testid="stat-value"] span[title]')) {
        if (value.scrollWidth > value.clientWidth + 1)
          out.push(`${name}: value "${value.textContent}" is cut`);
      }
    }
    return out;
  });
  expect(problems, where).toEqual([]);
}

test('an editor adds, configures, resizes and saves widgets, and finds them after reload', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 860 });
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto(dashboardPath());
  await expect(page.getByRole('heading', { name: 'Team board', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(zoneName);
  await expect(page.getByText('No widgets on this dashboard')).toBeVisible();
  const toolbar = page.getByRole('toolbar', { name: 'Dashboard toolbar' });
  // By keyboard: the button that was pressed gives way to the designer's, and the focus stays in
  // the toolbar instead of falling to <body>.
  await toolbar.getByRole('button', { name: 'Edit layout' }).focus();
  await page.keyboard.press('Enter');
  await expect(toolbar.getByRole('button', { name: 'Save layout' })).toBeDisabled();
  await expect(toolbar.getByRole('button', { name: 'Reset' })).toBeDisabled();
  await expect
    .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="toolbar"]')))
    .toBe(true);

  // A new stat has no source: it asks for one (never a made-up number); then it counts members live
  await page.getByRole('button', { name: 'Add a Stat widget' }).click();
  await expect(page.getByTestId('widget')).toHaveCount(1);
  const newStat = page.locator('[data-widget-type="stat"]');
  await expect(newStat.getByTestId('stat-prompt')).toContainText('No data yet: pick a source for this stat.');
  await expect(newStat.getByTestId('stat-value')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Move Stat', exact: true })).toBeFocused();
  await newStat.getByRole('button', { name: 'Choose a source' }).click();
  let dialog = page.getByRole('dialog', { name: 'Stat widget settings' });
  await dialog.getByLabel('Title').fill('Team size');
  await dialog.getByLabel('Label').fill('people in this zone');
  await dialog.getByLabel('Value source').selectOption({ label: 'Members of this zone' });
  await expect(dialog.getByLabel('Value', { exact: true })).toHaveCount(0);
  await expect(dialog.getByTestId('widget-preview')).toContainText('Team size');
  await shootDialog(page, testInfo, 'stat-settings', 'light');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toHaveCount(0);
  const stat = page.locator('[data-widget-type="stat"]');
  await expect(stat).toContainText('Team size');
  await expect(stat.getByTestId('stat-value')).toContainText('2');
  await expect(stat).toContainText('people in this zone');
  // Down to its minimum size, 2×2: narrower stops there
  await page.getByRole('button', { name: 'Narrower Team size' }).click();
  await expect(stat).toContainText('2×2');
  await expect(page.getByRole('button', { name: 'Narrower Team size' })).toBeDisabled();

  // A text widget with Markdown, made wider with the toolbar and taller with the keyboard
  await page.getByRole('button', { name: 'Add a Text widget' }).click();
  await expect(page.getByTestId('widget')).toHaveCount(2);
  await page.getByRole('button', { name: 'Settings Notes' }).click();
  dialog = page.getByRole('dialog', { name: 'Text widget settings' });
  await dialog.getByLabel('Title').fill('Runbook');
  await dialog.getByLabel('Text', { exact: true }).fill('## On call\n\nPage **Ada** first.');
  await expect(dialog.getByTestId('widget-preview')).toContainText('On call');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  const text = page.locator('[data-widget-type="markdown"]');
  await expect(text).toContainText('Runbook');
  await expect(text.getByRole('heading', { name: 'On call' })).toBeVisible();
  await expect(text).toContainText('4×3');
  await page.getByRole('button', { name: 'Wider Runbook' }).click();
  await page.getByRole('button', { name: 'Wider Runbook' }).click();
  await expect(text).toContainText('6×3');
  await page.getByRole('button', { name: 'Move Runbook', exact: true }).focus();
  await page.keyboard.press('Shift+ArrowDown');
  await expect(text).toContainText('6×4');
  await expect(page.getByRole('button', { name: 'Move Runbook', exact: true })).toBeFocused();
  // Each keyboard move and resize is told to screen readers, as the navigation builder's are.
  const announced = page.getByTestId('designer-announcement');
  await expect(announced).toHaveText('Runbook resized to 6 columns by 4 rows');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: 'Move Runbook', exact: true })).toBeFocused();
  await expect(announced).toHaveText(/^Runbook moved to column \d+, row \d+$/);

  // A links widget: a script URL is refused inline; closing with changes asks first; then removed
  await page.getByRole('button', { name: 'Add a Links widget' }).click();
  await page.getByRole('button', { name: 'Settings Links' }).click();
  dialog = page.getByRole('dialog', { name: 'Links widget settings' });
  const url = dialog.getByLabel('URL of link 1');
  await url.fill('javascript:alert(1)');
  await url.press('Tab'); // validated on leaving the field…
  await expect(
    dialog.getByText('Link must be a path starting with "/" or an http(s) URL, not a "javascript:" URL'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply' }).click(); // …and Apply refuses, focusing it
  await expect(
    dialog.getByText('Link must be a path starting with "/" or an http(s) URL, not a "javascript:" URL'),
  ).toBeVisible();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(url).toBeFocused();
  await shootDialog(page, testInfo, 'links-settings-error', 'dark');
  await url.fill('https://example.com/runbook');
  await expect(dialog.getByText(/^Link must be/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
  await discard.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('[data-widget-type="links"]')).toContainText('All zones');
  await page.getByRole('button', { name: 'Settings Links' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove widget' }).click();
  await expect(page.getByTestId('widget')).toHaveCount(2);

  await page.getByRole('button', { name: 'Move Team size', exact: true }).click();
  await shoot(page, testInfo, 'dashboard-designer');

  await toolbar.getByRole('button', { name: 'Save layout' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Layout saved', { exact: true })).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'Edit layout' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);

  await page.reload();
  await expect(page.getByTestId('widget')).toHaveCount(2);
  await expect(stat).toContainText('Team size');
  await expect(stat.getByTestId('stat-value')).toContainText('2');
  await expect(text.getByRole('heading', { name: 'On call' })).toBeVisible();
  await expect(text).toContainText('Page Ada first.');
  const saved = (await api(
    page.request,
    'get',
    `/zones/${zoneId}/hubs/${hubId}/dashboards/${dashboardId}`,
  )) as {
    layout: { type: string; w: number; h: number; y: number; config: Record<string, unknown> }[];
  };
  expect(saved.layout.find((w) => w.type === 'stat')).toMatchObject({
    w: 2,
    h: 2,
    config: { title: 'Team size', label: 'people in this zone', source: 'zone_members' },
  });
  expect(saved.layout.find((w) => w.type === 'markdown')).toMatchObject({
    w: 6,
    h: 4,
    y: 1,
    config: { title: 'Runbook', content: '## On call\n\nPage **Ada** first.' },
  });
  await shoot(page, testInfo, 'dashboard-view');
});

test('unsaved layout changes are guarded on cancel, reset and leaving', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto(dashboardPath());
  const toolbar = page.getByRole('toolbar', { name: 'Dashboard toolbar' });
  await toolbar.getByRole('button', { name: 'Edit layout' }).click();
  await page.getByRole('button', { name: 'Add a List widget' }).click();
  await expect(page.getByTestId('widget')).toHaveCount(3);
  await expect(page.getByText('Designing · unsaved changes')).toBeVisible();

  // Leaving through a link asks in the app (never the browser's confirm box); staying keeps the draft
  page.on('dialog', (d) => {
    throw new Error(`unexpected browser dialog: ${d.message()}`);
  });
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Operations' })
    .click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${dashboardId}$`));
  await expect(page.getByTestId('widget')).toHaveCount(3);

  // Reset goes back to the saved layout and stays in the designer
  await toolbar.getByRole('button', { name: 'Reset' }).click();
  await page
    .getByRole('dialog', { name: 'Reset the layout?' })
    .getByRole('button', { name: 'Reset layout' })
    .click();
  await expect(page.getByTestId('widget')).toHaveCount(2);
  await expect(toolbar.getByRole('button', { name: 'Save layout' })).toBeDisabled();

  // Cancel with changes asks too
  await page.getByRole('button', { name: 'Add a Chart widget' }).click();
  await expect(page.getByTestId('widget')).toHaveCount(3);
  await toolbar.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog', { name: 'Discard your changes?' })
    .getByRole('button', { name: 'Discard changes' })
    .click();
  await expect(page.getByTestId('widget')).toHaveCount(2);
  await expect(toolbar.getByRole('button', { name: 'Edit layout' })).toBeVisible();
});

test('every widget type renders whole at its minimum size and at common sizes', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await api(page.request, 'post', `/zones/${zoneId}/hubs/${hubId}/modules`, {
    name: 'Guide',
    type: 'markdown',
  });
  const points = (labels: string[], values: number[]) =>
    labels.map((label, i) => ({ label, value: values[i] }));
  const layout = [
    { id: 'min-stat', type: 'stat', x: 0, y: 0, w: 2, h: 2, config: { label: 'Open bugs', value: 42 } },
    {
      id: 'revenue',
      type: 'stat',
      x: 2,
      y: 0,
      w: 4,
      h: 2,
      config: { title: 'Revenue', label: 'this quarter', value: 1234567.89, unit: '€', trend: 'up' },
    },
    {
      id: 'uptime',
      type: 'stat',
      x: 6,
      y: 0,
      w: 3,
      h: 2,
      config: { title: 'Uptime', value: 99.95, format: 'percent', trend: 'flat' },
    },
    {
      id: 'links',
      type: 'links',
      x: 9,
      y: 0,
      w: 3,
      h: 2,
      config: {
        title: 'Links',
        links: [
          { label: 'All zones', url: '/zones' },
          { label: 'Status page with a long name', url: 'https://example.com/status' },
        ],
      },
    },
    {
      id: 'bars',
      type: 'chart',
      x: 0,
      y: 2,
      w: 3,
      h: 2,
      config: { title: 'Hires', series: points(['Q1', 'Q2', 'Q3', 'Q4'], [4, 7, 5, 9]) },
    },
    {
      id: 'donut',
      type: 'chart',
      x: 3,
      y: 2,
      w: 3,
      h: 2,
      config: { title: 'Members by role', kind: 'pie', source: 'zone_members_by_role' },
    },
    {
      id: 'list',
      type: 'list',
      x: 6,
      y: 2,
      w: 2,
      h: 2,
      config: { title: 'Next', items: ['Invite the team', 'Write the handbook', 'Plan the launch', 'Ship'] },
    },
    {
      id: 'note',
      type: 'markdown',
      x: 8,
      y: 2,
      w: 2,
      h: 2,
      config: { content: '## Notes\n\nA longer paragraph of text that needs more room than a small card.' },
    },
    {
      id: 'compact',
      type: 'stat',
      x: 10,
      y: 2,
      w: 2,
      h: 2,
      config: { title: 'Page views', value: 15300, format: 'compact' },
    },
    {
      id: 'line',
      type: 'chart',
      x: 0,
      y: 4,
      w: 6,
      h: 4,
      config: {
        title: 'Sign-ups',
        kind: 'line',
        series: points(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], [3, 8, 5, 12, 9, 4, 6]),
      },
    },
    {
      id: 'per-hub',
      type: 'chart',
      x: 6,
      y: 4,
      w: 6,
      h: 4,
      config: { title: 'Modules per hub', source: 'zone_modules_by_hub' },
    },
  ];
  const board = (await api(page.request, 'post', `/zones/${zoneId}/hubs/${hubId}/dashboards`, {
    name: 'Every widget',
    layout,
  })) as { id: string };

  await page.setViewportSize({ width: 1280, height: 860 });
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto(`/zones/${zoneId}/hubs/${hubId}/dashboards/${board.id}`);
  await expect(page.getByTestId('widget')).toHaveCount(layout.length);
  const revenue = page.getByRole('region', { name: 'Revenue' });
  await expect(revenue.getByTestId('stat-value')).toContainText('1,234,567.89');
  await expect(page.getByRole('region', { name: 'Uptime' })).toContainText('99.95%');
  await expect(page.getByRole('region', { name: 'Page views' })).toContainText('15.3K');
  // Live data: the admin (owner) and the demo member (viewer); one module in the hub
  await expect(page.getByRole('region', { name: 'Members by role' }).getByRole('img')).toHaveAttribute(
    'aria-label',
    'Owner: 1, Viewer: 1',
  );
  await expect(page.getByRole('region', { name: 'Modules per hub' }).getByRole('img')).toHaveAttribute(
    'aria-label',
    'Operations: 1',
  );
  await expect(
    page.getByRole('region', { name: 'Links' }).getByRole('link', { name: 'All zones' }),
  ).toHaveAttribute('href', '/zones');
  // Charts show their values: category ticks, the value on each point, a legend, and a tooltip on hover
  const signUps = page.getByRole('region', { name: 'Sign-ups' });
  const ticks = signUps.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
  await expect(ticks).toHaveText(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  await expect(signUps.locator('.recharts-label-list')).toContainText('12');
  await expect(
    signUps.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value').first(),
  ).toBeVisible();
  await expect(signUps.getByTestId('chart-legend')).toHaveText('Sign-ups');
  const thursday = signUps.locator('.recharts-line-dot').nth(3);
  await thursday.hover();
  await expect(signUps.getByTestId('chart-tooltip')).toContainText('Thu');
  await expect(signUps.getByTestId('chart-tooltip')).toContainText('Sign-ups: 12');
  const hires = page.getByRole('region', { name: 'Hires' });
  await expect(hires.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')).toHaveText([
    'Q1',
    'Q2',
    'Q3',
    'Q4',
  ]);
  await hires.locator('.recharts-bar-rectangle').nth(1).hover();
  await expect(hires.getByTestId('chart-tooltip')).toContainText('Q2');
  await expect(hires.getByTestId('chart-tooltip')).toContainText('7');
  await expect(
    page.getByRole('region', { name: 'Members by role' }).locator('.recharts-pie-sector'),
  ).toHaveCount(2);
  await page.mouse.move(0, 0);
  await shoot(page, testInfo, 'every-widget-view', [1280, 768, 375]);
  await page
    .getByRole('toolbar', { name: 'Dashboard toolbar' })
    .getByRole('button', { name: 'Edit layout' })
    .click();
  await shoot(page, testInfo, 'every-widget-designer', [1280, 768, 375]);
});

test('a chart of several series: built in its settings, saved, drawn with a legend and tooltip per series', async ({
  page,
}, testInfo) => {
  const board = (await api(page.request, 'post', `/zones/${zoneId}/hubs/${hubId}/dashboards`, {
    name: 'Two series',
    layout: [
      {
        id: 'deals',
        type: 'chart',
        x: 0,
        y: 0,
        w: 6,
        h: 4,
        config: {
          title: 'Deals',
          series: [
            { label: 'Q1', value: 4 },
            { label: 'Q2', value: 7 },
          ],
        },
      },
      { id: 'contents', type: 'chart', x: 6, y: 0, w: 6, h: 4, config: { source: 'zone_hub_contents' } },
    ],
  })) as { id: string };
  // The live chart counts each hub's modules and dashboards, as the API lists them
  const modules = (await api(page.request, 'get', `/zones/${zoneId}/hubs/${hubId}/modules`)) as unknown[];
  const boards = (await api(page.request, 'get', `/zones/${zoneId}/hubs/${hubId}/dashboards`)) as unknown[];

  await page.setViewportSize({ width: 1280, height: 860 });
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto(`/zones/${zoneId}/hubs/${hubId}/dashboards/${board.id}`);
  const contents = page.getByRole('region', { name: 'Chart' });
  await expect(contents.getByRole('img')).toHaveAttribute(
    'aria-label',
    `Operations: Modules ${modules.length}, Dashboards ${boards.length}`,
  );
  await expect(contents.getByTestId('chart-legend').locator('li')).toHaveText(['Modules', 'Dashboards']);

  // A second series, named, its values typed, the bars stacked
  const toolbar = page.getByRole('toolbar', { name: 'Dashboard toolbar' });
  await toolbar.getByRole('button', { name: 'Edit layout' }).click();
  await page.getByRole('button', { name: 'Settings Deals' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chart widget settings' });
  await dialog.getByRole('button', { name: 'Add series' }).click();
  await dialog.getByLabel('Name of series 1').fill('Won');
  await dialog.getByLabel('Name of series 2').fill('Lost');
  await dialog.getByLabel('Value of point 1 in Lost').fill('2');
  await dialog.getByLabel('Value of point 2 in Lost').fill('1');
  await dialog.getByLabel("Stack the series' bars").check();
  // The preview in the dialog draws both series
  await expect(dialog.getByTestId('chart-legend').locator('li')).toHaveText(['Won', 'Lost']);
  // On a phone the form and preview are taller than the screen: the buttons stay in view, with
  // no need to scroll to them, and nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 667 });
  await dialog.getByLabel('Title', { exact: true }).focus();
  for (const name of ['Remove widget', 'Cancel', 'Apply']) {
    await expect(dialog.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 860 });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  await toolbar.getByRole('button', { name: 'Save layout' }).click();
  await expect(toolbar.getByRole('button', { name: 'Edit layout' })).toBeVisible();

  // Stored as the schema says, and drawn so after a reload
  const saved = (await api(page.request, 'get', `/zones/${zoneId}/hubs/${hubId}/dashboards/${board.id}`)) as {
    layout: { id: string; config: Record<string, unknown> }[];
  };
  expect(saved.layout.find((w) => w.id === 'deals')?.config).toMatchObject({
    series_names: ['Won', 'Lost'],
    stacked: true,
    series: [
      { label: 'Q1', value: 4, values: [2] },
      { label: 'Q2', value: 7, values: [1] },
    ],
  });
  await page.reload();
  const deals = page.getByRole('region', { name: 'Deals' });
  await expect(deals.getByRole('img')).toHaveAttribute('aria-label', 'Q1: Won 4, Lost 2; Q2: Won 7, Lost 1');
  await expect(deals.getByTestId('chart-legend').locator('li')).toHaveText(['Won', 'Lost']);
  await expect(deals.locator('.recharts-bar-rectangle')).toHaveCount(4);
  // No value written on the marks: a stacked segment's value is not its height (the tooltip has it)
  await expect(deals.locator('.recharts-label-list')).toHaveCount(0);
  await deals.locator('.recharts-bar-rectangle').first().hover();
  const tooltip = deals.getByTestId('chart-tooltip');
  await expect(tooltip).toContainText('Q1');
  await expect(tooltip).toContainText('Won: 4');
  await expect(tooltip).toContainText('Lost: 2');
  await shoot(page, testInfo, 'chart-two-series');
});

test('a widget dragged from the library lands on the grid cell where it is dropped', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const board = (await api(page.request, 'post', `/zones/${zoneId}/hubs/${hubId}/dashboards`, {
    name: 'Drop board',
    layout: [
      { id: 'first', type: 'stat', x: 0, y: 0, w: 3, h: 2, config: { label: 'Open bugs', value: 12 } },
    ],
  })) as { id: string };
  await page.setViewportSize({ width: 1280, height: 860 });
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto(`/zones/${zoneId}/hubs/${hubId}/dashboards/${board.id}`);
  await expect(page.getByText('1 widget', { exact: true })).toBeVisible();
  await page
    .getByRole('toolbar', { name: 'Dashboard toolbar' })
    .getByRole('button', { name: 'Edit layout' })
    .click();
  const grid = page.getByTestId('widget-grid');
  await expect(grid).toBeVisible();

  /** Drags a library item with the mouse and lets go at (x, y) of the grid, in pixels. */
  const drop = async (type: string, x: number, y: number) => {
    const from = (await page.getByTestId(`library-${type}`).boundingBox())!;
    const box = (await grid.boundingBox())!;
    await page.mouse.move(from.x + 20, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 40, from.y + 20, { steps: 4 });
    await page.mouse.move(box.x + x, box.y + y, { steps: 12 });
    await expect(page.getByTestId('drop-preview')).toBeVisible();
    await page.mouse.up();
    await expect(page.getByTestId('drop-preview')).toHaveCount(0);
    await pointerDragSettled(page);
  };
  const box = (await grid.boundingBox())!;
  const column = (box.width + 12) / 12;
  // The top-right cell: a 6×4 chart fills the right half of the first rows
  await drop('chart', box.width - 10, 10);
  const toolbar = page.getByRole('toolbar', { name: /^Arrange/ });
  await expect(toolbar).toContainText('6×4 at column 7, row 1');
  // The fourth column of the seventh row (rows are 64 px and 12 px apart)
  await drop('stat', 3 * column + 5, 6 * 76 + 5);
  await expect(toolbar).toContainText('3×2 at column 4, row 7');
  // The dropped chart is drawn (recharts has sized its surface) before the shot, so the shot shows
  // the board at rest. The three widgets fit in the window, so a window shot holds them all (a
  // full-page capture here once hung in Chromium's compositor for the whole test timeout, in CI).
  await expect(grid.locator('[data-chart-drawn] svg.recharts-surface').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dropped-widgets-1280-light.png') });
  await page
    .getByRole('toolbar', { name: 'Dashboard toolbar' })
    .getByRole('button', { name: 'Save layout' })
    .click();
  await expect(page.getByText('Layout saved', { exact: true })).toBeVisible();
  const saved = (await api(page.request, 'get', `/zones/${zoneId}/hubs/${hubId}/dashboards/${board.id}`)) as {
    layout: { type: string; x: number; y: number; w: number; h: number }[];
  };
  expect(saved.layout.map(({ type, x, y }) => ({ type, x, y }))).toEqual([
    { type: 'stat', x: 0, y: 0 },
    { type: 'chart', x: 6, y: 0 },
    { type: 'stat', x: 3, y: 6 },
  ]);
});

/** A board of Alpha (3 columns) beside Beta (9, to the grid's edge), opened in the designer at 1280 px. */
async function editTightBoard(page: Page, name: string): Promise<void> {
  const board = (await api(page.request, 'post', `/zones/${zoneId}/hubs/${hubId}/dashboards`, {
    name,
    layout: [
      { id: 'alpha', type: 'stat', x: 0, y: 0, w: 3, h: 2, config: { label: 'Alpha', value: 1 } },
      { id: 'beta', type: 'stat', x: 3, y: 0, w: 9, h: 2, config: { label: 'Beta', value: 2 } },
    ],
  })) as { id: string };
  await page.setViewportSize({ width: 1280, height: 860 });
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto(`/zones/${zoneId}/hubs/${hubId}/dashboards/${board.id}`);
  await page
    .getByRole('toolbar', { name: 'Dashboard toolbar' })
    .getByRole('button', { name: 'Edit layout' })
    .click();
}

test('a keyboard move or resize that cannot happen says why, and never grows a widget over its neighbour', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await editTightBoard(page, 'Tight board');
  const announced = page.getByTestId('designer-announcement');
  const arrange = page.getByRole('toolbar', { name: 'Arrange Alpha' });
  const alpha = page.locator('[data-testid="widget"]', { hasText: 'Alpha' });
  const beta = page.locator('[data-testid="widget"]', { hasText: 'Beta' });
  await page.getByRole('button', { name: 'Move Alpha', exact: true }).focus();

  // Shift + arrow right grows Alpha into Beta: refused (the layout stays), and said why.
  await page.keyboard.press('Shift+ArrowRight');
  await expect(announced).toHaveText('No room to make Alpha wider: Beta is in the way.');
  await expect(arrange).toContainText('3×2 at column 1, row 1');
  const [a, b] = [(await alpha.boundingBox())!, (await beta.boundingBox())!];
  expect(a.x + a.width, 'Alpha ends before Beta starts').toBeLessThan(b.x);
  await page.screenshot({ path: testInfo.outputPath('designer-grow-refused-1280-light.png') });

  // Right: Beta fills the row to the edge, so there is no free place to jump to.
  await page.keyboard.press('ArrowRight');
  await expect(announced).toHaveText('No room to move Alpha right: Beta is in the way.');
  // Left at the grid's edge, twice: said each time (a new text node, so read again).
  await page.keyboard.press('ArrowLeft');
  await expect(announced).toHaveText('Alpha cannot move further left: it is at the edge of the grid.');
  const nodeBefore = await announced.evaluateHandle((p) => p.firstChild);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => announced.evaluate((p, before) => p.firstChild !== before, nodeBefore)).toBe(true);
  await expect(announced).toHaveText('Alpha cannot move further left: it is at the edge of the grid.');
  // Narrower works down to the stat's minimum, then says so.
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(announced).toHaveText('Alpha resized to 2 columns by 2 rows');
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(announced).toHaveText('Alpha is already as narrow as it can be (2 columns).');
  await expect(page.getByRole('button', { name: 'Move Alpha', exact: true })).toBeFocused();
  // Growing down has room: it happens.
  await page.keyboard.press('Shift+ArrowDown');
  await expect(announced).toHaveText('Alpha resized to 2 columns by 3 rows');
  await expect(arrange).toContainText('2×3 at column 1, row 1');
});

test('a pointer drag or resize that cannot happen says why, and a tool that can do nothing says why too', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await editTightBoard(page, 'Tight pointer board');
  const grid = page.getByTestId('widget-grid');
  await expect(grid).toBeVisible();
  const announced = page.getByTestId('designer-announcement');
  const refusal = page.getByTestId('designer-refusal');
  const arrange = page.getByRole('toolbar', { name: 'Arrange Alpha' });
  const column = ((await grid.boundingBox())!.width + 12) / 12;

  /** Drags `handle` with the mouse by (dx, dy) pixels and lets go. */
  const drag = async (handle: ReturnType<Page['getByRole']>, dx: number, dy: number) => {
    const from = (await handle.boundingBox())!;
    const [x, y] = [from.x + from.width / 2, from.y + from.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 10, y, { steps: 2 });
    await page.mouse.move(x + dx, y + dy, { steps: 12 });
    await page.mouse.up();
    await pointerDragSettled(page);
  };

  // Alpha dragged four columns right, onto Beta (which fills the row to the grid's edge): it springs
  // back, and the designer says why, aloud and in the toolbar, as it does for the arrow key.
  await drag(page.getByRole('button', { name: 'Move Alpha', exact: true }), 4 * column, 0);
  await expect(announced).toHaveText('No room to move Alpha right: Beta is in the way.');
  await expect(refusal).toBeVisible();
  await expect(refusal).toHaveText('No room to move Alpha right: Beta is in the way.');
  await expect(arrange).toContainText('3×2 at column 1, row 1');
  await page.screenshot({ path: testInfo.outputPath('designer-pointer-move-refused-1280-light.png') });

  // Its corner dragged two columns into Beta: refused, with the reason Shift + arrow right gets.
  await drag(page.getByRole('button', { name: 'Resize Alpha' }), 2 * column, 0);
  await expect(announced).toHaveText('No room to make Alpha wider: Beta is in the way.');
  await expect(refusal).toHaveText('No room to make Alpha wider: Beta is in the way.');
  await expect(arrange).toContainText('3×2 at column 1, row 1');
  // Dragged off the grid's left edge, where it already is.
  await drag(page.getByRole('button', { name: 'Move Alpha', exact: true }), -2 * column, 0);
  await expect(refusal).toHaveText('Alpha cannot move further left: it is at the edge of the grid.');
  await expect(announced).toHaveText('Alpha cannot move further left: it is at the edge of the grid.');
  // dnd-kit's announcer says nothing ("draggable item move:alpha was dropped", kept for good).
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText('');

  // The toolbar's Wider can do nothing: it stays reachable by Tab, says why, and does nothing.
  const wider = arrange.getByRole('button', { name: 'Wider Alpha' });
  await expect(wider).toHaveAttribute('aria-disabled', 'true');
  await arrange.getByRole('button', { name: 'Narrower Alpha' }).focus();
  await page.keyboard.press('Tab');
  await expect(wider).toBeFocused();
  await expect(wider).toHaveAccessibleDescription('No room to make Alpha wider: Beta is in the way.');
  const tooltip = page.locator('[data-slot="tooltip-content"]');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText('No room to make Alpha wider: Beta is in the way.');
  await page.screenshot({ path: testInfo.outputPath('designer-tool-reason-1280-light.png') });
  // The reason shown in the toolbar and the tooltip: readable (contrast) and well-formed, in both themes.
  await expectAccessible(page, 'the designer with a refusal and a tool’s reason shown');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectAccessible(page, 'the designer with a refusal and a tool’s reason shown (dark)');
  await page.screenshot({ path: testInfo.outputPath('designer-tool-reason-1280-dark.png') });
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(wider).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(refusal).toHaveText('No room to make Alpha wider: Beta is in the way.');
  await expect(arrange).toContainText('3×2 at column 1, row 1');
  await expect(wider).toBeFocused();

  // A drag that works: moved, said, and the reason goes.
  await drag(page.getByRole('button', { name: 'Move Alpha', exact: true }), 0, 2 * 76);
  await expect(announced).toHaveText('Alpha moved to column 1, row 3');
  await expect(refusal).toHaveCount(0);
  await expect(arrange).toContainText('3×2 at column 1, row 3');
});

test('an unknown dashboard, zone or hub, and one in a zone the member is not in, is not found', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // A zone the demo member is not in
  const otherZone = (await api(page.request, 'post', '/zones', { name: `Private ${stamp}` })).id as string;
  const otherHub = (await api(page.request, 'post', `/zones/${otherZone}/hubs`, { name: 'Board' }))
    .id as string;
  const otherBoard = (
    await api(page.request, 'post', `/zones/${otherZone}/hubs/${otherHub}/dashboards`, { name: 'Secret' })
  ).id as string;
  await page.setViewportSize({ width: 375, height: 812 });
  await signInViaApi(page, DEMO_MEMBER);
  await page.goto(`/zones/${otherZone}/hubs/${otherHub}/dashboards/${otherBoard}`);
  await expect(page.getByRole('heading', { name: 'Dashboard not found' })).toBeVisible();
  await expect(page.getByText('Access Denied')).toHaveCount(0);
  await page.goto(`/zones/${zoneId}/hubs/${hubId}/dashboards/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole('heading', { name: 'Dashboard not found' })).toBeVisible();
  await expect(page.getByText('Access Denied')).toHaveCount(0);
  // A zone the member is not in reads exactly like one that does not exist.
  for (const zone of [otherZone, '00000000-0000-4000-8000-000000000000']) {
    await page.goto(`/zones/${zone}`);
    await expect(page.getByRole('heading', { name: 'Zone not found' })).toBeVisible();
    await expect(page.getByText('Access Denied')).toHaveCount(0);
  }
  await page.goto(`/zones/${otherZone}/hubs/${otherHub}`);
  await expect(page.getByRole('heading', { name: 'Zone not found' })).toBeVisible();
  // The sidebar (here at 1280 px) has no part for a zone that is not there for this member.
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto('/zones/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Zone not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Zone' })).toHaveCount(0);
  await expect(page.getByText('Could not load the hubs.')).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/zones/${zoneId}/hubs/${otherHub}`);
  await expect(page.getByRole('heading', { name: 'Hub not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the zone' }).click();
  await expect(page).toHaveURL(new RegExp(`/zones/${zoneId}$`));
});

test('the dashboard home shows the modules and dashboards visited last and what changed in the zones', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 860 });
  const runbook = (await api(page.request, 'post', `/zones/${zoneId}/hubs/${hubId}/modules`, {
    name: 'Runbook',
    type: 'markdown',
  })) as { id: string };
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto(`/zones/${zoneId}/hubs/${hubId}/modules/${runbook.id}`);
  await expect(page.getByRole('heading', { name: 'Runbook', level: 1 })).toBeVisible();
  await page.goto(dashboardPath());
  await expect(page.getByRole('heading', { name: 'Team board', level: 1 })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome back/);
  const visited = page.getByRole('list', { name: 'Recently visited' });
  // Newest first: the dashboard, then the module, each under "Zone · Hub"
  await expect(visited.getByRole('link')).toHaveText(['Team board', 'Runbook']);
  await expect(visited.getByRole('listitem').first()).toContainText(`${zoneName} · Operations`);
  await expect(visited.getByRole('listitem').nth(1)).toContainText(`${zoneName} · Operations`);
  const updated = page.getByRole('list', { name: 'Recently updated' });
  // The module made for this test is the latest change in the zones
  await expect(updated.getByRole('link').first()).toHaveText('Runbook');
  await expect(
    page.getByRole('list', { name: 'Zones with activity' }).getByRole('link', { name: zoneName }),
  ).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 860 });
      await expect(visited).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `the home scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      await shootWholePage(page, testInfo.outputPath(`home-${width}-${scheme}.png`));
    }
  }
  // The links take the member back to the module and to the dashboard
  await page.setViewportSize({ width: 1280, height: 860 });
  await visited.getByRole('link', { name: 'Runbook' }).click();
  await expect(page).toHaveURL(new RegExp(`/modules/${runbook.id}$`));
  await expect(page.getByRole('heading', { name: 'Runbook', level: 1 })).toBeVisible();
  await page.goto('/dashboard');
  await expect(visited.getByRole('link')).toHaveText(['Runbook', 'Team board']);
  await visited.getByRole('link', { name: 'Team board' }).click();
  await expect(page.getByRole('heading', { name: 'Team board', level: 1 })).toBeVisible();
});

test('a layout saved by someone else meanwhile is not overwritten: the designer says so and keeps the draft until Reload', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  const board = await api(request, 'post', `/zones/${zoneId}/hubs/${hubId}/dashboards`, {
    name: 'Shared board',
  });
  const boardPath = `/zones/${zoneId}/hubs/${hubId}/dashboards/${board.id}`;
  await signInViaApi(page, DEMO_ADMIN);
  await page.goto(boardPath);
  const toolbar = page.getByRole('toolbar', { name: 'Dashboard toolbar' });
  await toolbar.getByRole('button', { name: 'Edit layout' }).click();
  await page.getByRole('button', { name: 'Add a Stat widget' }).click();
  await page.getByRole('button', { name: 'Add a Chart widget' }).click();
  await expect(page.getByTestId('widget')).toHaveCount(2);

  // Another admin saves the board meanwhile (a text widget).
  const theirs = [
    { id: 'theirs', type: 'markdown', x: 0, y: 0, w: 4, h: 2, config: { content: 'Their note' } },
  ];
  const saved = await request.patch(`/api/zones/${zoneId}/hubs/${hubId}/dashboards/${board.id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { layout: theirs },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // This save is refused: their widget stays, and the draft stays on screen.
  await toolbar.getByRole('button', { name: 'Save layout' }).click();
  const changed = page.getByTestId('dashboard-changed-since');
  await expect(changed).toContainText(
    'This dashboard was changed by someone else since you opened it. Reload to see their change.',
  );
  await expect(page.getByTestId('widget')).toHaveCount(2);
  await expect(page.getByText('Designing · unsaved changes')).toBeVisible();
  const stored = await api(request, 'get', `/zones/${zoneId}/hubs/${hubId}/dashboards/${board.id}`);
  expect(stored.layout.map((w: { id: string }) => w.id)).toEqual(['theirs']);
  await page.screenshot({ path: test.info().outputPath('dashboard-changed-since-1280-light.png') });

  // Reload shows their layout; designing again and saving then applies.
  await changed.getByRole('button', { name: 'Reload' }).click();
  await expect(changed).toBeHidden();
  await expect(page.getByText('Their note')).toBeVisible();
  await expect(page.getByTestId('widget')).toHaveCount(1);
  await toolbar.getByRole('button', { name: 'Edit layout' }).click();
  await page.getByRole('button', { name: 'Add a Stat widget' }).click();
  await toolbar.getByRole('button', { name: 'Save layout' }).click();
  await expect(toolbar.getByRole('button', { name: 'Edit layout' })).toBeVisible();
  const after = await api(request, 'get', `/zones/${zoneId}/hubs/${hubId}/dashboards/${board.id}`);
  expect(after.layout).toHaveLength(2);
  expect(after.layout.map((w: { id: string }) => w.id)).toContain('theirs');
});
