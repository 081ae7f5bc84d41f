import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, latestMail, linkIn, newAccount } from './support/auth';

// Issue 13: invite an address that has no account, open the mail from the outbox, sign up
// through it and land in the zone with the invited role.

test('an address without an account signs up through the invitation mail and joins with the role', async ({
  page,
  request,
}) => {
  const signIn = await request.post('/api/auth/signin', { data: DEMO_ADMIN });
  expect(signIn.status()).toBe(200);
  const token = ((await signIn.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
  const headers = { Authorization: `Bearer ${token}` };
  const zoneName = `Invited ${Date.now().toString(36)}`;
  const zone = await request.post('/api/zones', { headers, data: { name: zoneName } });
  expect(zone.status()).toBe(201);
  const zoneId = ((await zone.json()) as { id: string }).id;
  const invitee = newAccount('invitee');
  const invited = await request.post(`/api/zones/${zoneId}/members`, {
    headers,
    data: { email: invitee.email, role: 'admin' },
  });
  expect(invited.status(), await invited.text()).toBe(202);

  const mail = await latestMail(invitee.email, /^You are invited/);
  expect(mail.subject).toBe(`You are invited to join "${zoneName}" on Atrium`);
  // Before signing up, the page says what the link is for: the zone, who invited, the role, the address.
  const admin = (await (await request.get('/api/auth/me', { headers })).json()) as {
    user: { email: string; profile?: { first_name?: string | null; last_name?: string | null } };
  };
  const inviter =
    [admin.user.profile?.first_name, admin.user.profile?.last_name].filter(Boolean).join(' ') ||
    admin.user.email;
  await page.goto(linkIn(mail.text));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${inviter} invited you to join ${zoneName}`,
  );
  await expect(page.getByTestId('accept-invitation')).toContainText(
    `You join as admin. The invitation was sent to ${invitee.email}`,
  );
  await page.getByRole('link', { name: 'Create an account' }).click();
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('First name').fill(invitee.first_name);
  await form.getByLabel('Last name').fill(invitee.last_name);
  // The form comes with the invited address (from the preview; the URL names none).
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(invitee.email);
  expect(page.url()).not.toContain(encodeURIComponent(invitee.email));
  expect(page.url()).not.toContain(invitee.email);
  await form.getByLabel('Password', { exact: true }).fill(invitee.password);
  await form.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText(`You joined ${zoneName}`)).toBeVisible();
  await expect(page.getByText('Your role: admin.')).toBeVisible();
  await page.getByRole('link', { name: 'Open the zone' }).click();
  await expect(page).toHaveURL(new RegExp(`/zones/${zoneId}`));
  await expect(page.getByText('Your role: admin')).toBeVisible();

  // The link is spent: opening it again says so and grants nothing more
  await page.goto(linkIn(mail.text));
  await expect(page.getByTestId('accept-invitation')).toContainText(
    'This invitation has already been accepted',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This invitation can no longer be used');
  await expect(page.getByTestId('accept-invitation')).not.toContainText(zoneName);
});
