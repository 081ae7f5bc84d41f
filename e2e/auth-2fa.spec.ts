import { expect, test, type Locator } from '@playwright/test';
import {
  chooseInUserMenu,
  newAccount,
  screens,
  signInViaApi,
  signUpViaApi,
  submitSignIn,
  totp,
} from './support/auth';

test('two-factor: set up with the QR dialog, then sign in with a code and with a recovery code (after regenerating them)', async ({
  page,
  request,
}) => {
  // Three sign-ins, two dialogs and screenshots in two themes at two widths: over a minute on a
  // loaded 2-core machine (the default 60 s timed out there).
  test.setTimeout(120_000);
  const account = await signUpViaApi(request, newAccount('mfa'));
  await signInViaApi(page, account);
  await page.goto('/settings/security');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security');
  await expect(page.getByTestId('two-factor-status')).toHaveText('Off');
  await screens(page, 'auth-security', { fullPage: true });

  // Closed with Escape, the dialog gives focus back to Set up (it opens from code, not a trigger).
  await page.getByRole('button', { name: 'Set up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
  await expect(dialog.getByTestId('two-factor-qr')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Set up' })).toBeFocused();
  await page.getByRole('button', { name: 'Set up' }).click();
  await expect(dialog.getByTestId('two-factor-qr')).toBeVisible();
  const secret = (await dialog.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
  // The password is asked too (turning 2FA on signs the other devices out).
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByText('Enter your password')).toBeVisible();
  await dialog.getByLabel('Your password').fill(account.password);
  // a wrong code is refused under the field
  await dialog.getByLabel('Code from the app').fill('000000');
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByText('Invalid or already used code')).toBeVisible();
  await expect(dialog.getByTestId('form-error')).toHaveCount(0); // one message, under the field
  await screens(page, 'auth-2fa-setup');
  await dialog.getByLabel('Code from the app').fill(await totp(secret));
  await dialog.getByRole('button', { name: 'Turn on' }).click();

  const done = page.getByRole('dialog', { name: 'Two-factor authentication is on' });
  await expect(done.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  const codes = (await done.getByTestId('recovery-codes').getByRole('listitem').allInnerTexts()).map((c) =>
    c.trim(),
  );
  expect(codes).toHaveLength(10);
  await expect(done.getByRole('button', { name: 'Download' })).toBeVisible();
  const download = page.waitForEvent('download');
  await done.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('atrium-recovery-codes.txt');
  await screens(page, 'auth-2fa-recovery-codes');
  await done.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByTestId('two-factor-status')).toHaveText('On');
  await expect(page.getByRole('button', { name: 'Turn off' })).toBeFocused();

  // New recovery codes with the password: 10 of them, and the first set stops working (below).
  await page.getByRole('button', { name: 'Regenerate recovery codes' }).click();
  const regenerate = page.getByRole('dialog', { name: 'Regenerate recovery codes' });
  await expect(regenerate.getByText(/current recovery codes stop working/)).toBeVisible();
  await regenerate.getByLabel('Password', { exact: true }).fill(account.password);
  await screens(page, 'auth-2fa-regenerate');
  await regenerate.getByRole('button', { name: 'Regenerate codes' }).click();
  const renewed = page.getByRole('dialog', { name: 'New recovery codes' });
  await expect(renewed.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  const newCodes = (await renewed.getByTestId('recovery-codes').getByRole('listitem').allInnerTexts()).map(
    (c) => c.trim(),
  );
  expect(newCodes.filter((c) => codes.includes(c))).toEqual([]);
  await screens(page, 'auth-2fa-regenerated');
  await renewed.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(renewed).toBeHidden();

  // Sign in again: the password alone is not enough.
  await chooseInUserMenu(page, 'Sign out');
  await expect(page).toHaveURL(/\/login$/);
  await submitSignIn(page, account);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Two-factor authentication');
  await expect(page.getByLabel('Authentication code')).toBeFocused();
  await screens(page, 'auth-2fa-challenge');
  // the next time step's code: the server refuses a step it has already accepted
  await page.getByLabel('Authentication code').fill(await totp(secret, 1));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A recovery code works in the same field, once.
  await chooseInUserMenu(page, 'Sign out');
  await expect(page).toHaveURL(/\/login$/);
  await submitSignIn(page, account);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]); // from the first set: replaced
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText('Invalid or already used code')).toBeVisible();
  await page.getByLabel('Recovery code').fill(newCodes[0]);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Turning it off closes the dialog (it used to stay open, its button live) and the card says Off.
  await page.goto('/settings/security');
  await page.getByRole('button', { name: 'Turn off' }).click();
  const off = page.getByRole('dialog', { name: 'Turn off two-factor authentication?' });
  await off.getByLabel('Password', { exact: true }).fill(account.password);
  await off.getByLabel('Authentication or recovery code').fill(newCodes[1]);
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expect(off).toBeHidden();
  await expect(page.getByText('Two-factor authentication is off', { exact: true })).toBeVisible();
  await screens(page, 'auth-2fa-turned-off');
});

/** True when the pointer at the middle of `target` hits it (nothing covers it, it is on screen). */
async function pointerReaches(target: Locator) {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

async function onScreen(button: Locator) {
  await expect(button).toBeInViewport({ ratio: 1 });
  expect(await pointerReaches(button), `${await button.innerText()} within the pointer's reach`).toBe(true);
}

test('two-factor on a phone: the setup and recovery-code dialogs keep their buttons on screen', async ({
  page,
  request,
}) => {
  // The QR code, the key and the code field (or ten codes) are taller than a phone's screen: the
  // dialogs scrolled as a whole and Turn on, Cancel and "I have saved my codes" were below the fold.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 667 });
  const account = await signUpViaApi(request, newAccount('mfa-phone'));
  await signInViaApi(page, account);
  await page.goto('/settings/security');
  await page.getByRole('button', { name: 'Set up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
  await expect(dialog.getByTestId('two-factor-qr')).toBeVisible();
  await onScreen(dialog.getByRole('button', { name: 'Turn on' }));
  await onScreen(dialog.getByRole('button', { name: 'Cancel' }));
  await page.screenshot({ path: 'test-results/screens/auth-2fa-setup-375-light.png' });
  const secret = (await dialog.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
  // Enter in a field still submits the form (its button is in the footer now).
  await dialog.getByLabel('Code from the app').fill(await totp(secret));
  await dialog.getByLabel('Your password').fill(account.password);
  await onScreen(dialog.getByRole('button', { name: 'Turn on' }));
  await dialog.getByLabel('Your password').press('Enter');
  const done = page.getByRole('dialog', { name: 'Two-factor authentication is on' });
  await expect(done.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await onScreen(done.getByRole('button', { name: 'I have saved my codes' }));
  await done.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByTestId('two-factor-status')).toHaveText('On');

  await page.getByRole('button', { name: 'Regenerate recovery codes' }).click();
  const regenerate = page.getByRole('dialog', { name: 'Regenerate recovery codes' });
  await regenerate.getByLabel('Password', { exact: true }).fill(account.password);
  await onScreen(regenerate.getByRole('button', { name: 'Regenerate codes' }));
  await regenerate.getByRole('button', { name: 'Regenerate codes' }).click();
  const renewed = page.getByRole('dialog', { name: 'New recovery codes' });
  await expect(renewed.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await onScreen(renewed.getByRole('button', { name: 'I have saved my codes' }));
  await page.screenshot({ path: 'test-results/screens/auth-2fa-regenerated-375-light.png' });
  await renewed.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(renewed).toBeHidden();
});
