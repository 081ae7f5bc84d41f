import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  changePasswordSchema,
  disableTwoFactorSchema,
  opaqueTokenSchema,
  refreshSchema,
  regenerateRecoveryCodesSchema,
  signInSchema,
  signUpSchema,
} from './auth-payloads.js';
import { inviteUserSchema } from '../users/user-admin.js';
import { REGENERATE_RECOVERY_CODES_PROOF_REQUIRED } from './auth-limits.js';
import { updateProfileSchema } from './user.js';

function paths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((i) => i.path.join('.'));
}

describe('signUpSchema', () => {
  it('splits profile fields into names and extra, ignoring a role', () => {
    const out = signUpSchema.parse({
      email: '  Ada@Example.com ',
      password: 'correct horse',
      first_name: 'Ada',
      role: 'platform_owner',
      email_verified: true,
      company: 'Analytical Engines',
      age: 36,
    });
    expect(out).toEqual({
      email: 'Ada@Example.com',
      password: 'correct horse',
      first_name: 'Ada',
      last_name: null,
      extra: { company: 'Analytical Engines', age: 36 },
    });
  });

  it.each([
    ['missing email', { password: 'correct horse' }, 'email'],
    ['non-string email', { email: 42, password: 'correct horse' }, 'email'],
    ['bad email', { email: 'not-an-email', password: 'correct horse' }, 'email'],
    ['short password', { email: 'a@b.co', password: 'short' }, 'password'],
    ['10 kB password', { email: 'a@b.co', password: 'x'.repeat(10_000) }, 'password'],
    [
      'secret-looking extra key',
      { email: 'a@b.co', password: 'correct horse', confirmPassword: 'x' },
      'confirmPassword',
    ],
    [
      'object as a profile value',
      { email: 'a@b.co', password: 'correct horse', company: { a: 1 } },
      'company',
    ],
    ['NUL in a name', { email: 'a@b.co', password: 'correct horse', first_name: 'a\u0000b' }, 'first_name'],
    [
      'a line break in a name',
      { email: 'a@b.co', password: 'correct horse', last_name: 'Lovelace\r\nBcc: x' },
      'last_name',
    ],
  ])('%s is refused', (_name, body, path) => {
    expect(paths(signUpSchema.safeParse(body))).toContain(path);
  });
});

describe('updateProfileSchema', () => {
  it('refuses role, email and ids', () => {
    const r = updateProfileSchema.safeParse({ first_name: 'A', role: 'admin', email: 'x@y.z', id: 'x' });
    expect(paths(r).sort()).toEqual(['email', 'id', 'role']);
  });

  it('keeps null to clear a field', () => {
    expect(updateProfileSchema.parse({ last_name: null, nickname: null })).toEqual({
      last_name: null,
      extra: { nickname: null },
    });
  });

  it('needs at least one field', () => {
    expect(updateProfileSchema.safeParse({}).success).toBe(false);
  });

  it('refuses keys claiming an authority, a status or another account, in any spelling', () => {
    const claims = {
      is_admin: true,
      isAdmin: true,
      IS_SUPERUSER: true,
      admin: true,
      owner: true,
      permissions: 'all',
      Roles: 'admin',
      Role: 'admin',
      platform_role: 'platform_owner',
      verified: true,
      userId: 'x',
      owner_id: 'x',
      created_by: 'x',
      invitedBy: 'x',
    };
    const r = updateProfileSchema.safeParse({ first_name: 'A', ...claims });
    expect(paths(r).sort()).toEqual(Object.keys(claims).sort());
  });

  it('still takes ordinary profile fields that merely contain such words', () => {
    const extra = {
      title: 'Countess',
      hobby: 'engines',
      nearby: 'London',
      administration: 'x',
      team_owner_name: 'Ada',
    };
    expect(updateProfileSchema.parse(extra)).toEqual({ extra });
  });
});

describe('signUpSchema and authority keys', () => {
  it('drops is_admin, permissions and created_by at sign-up, as it drops a role', () => {
    const out = signUpSchema.parse({
      email: 'a@b.co',
      password: 'correct horse',
      is_admin: true,
      permissions: 'all',
      created_by: '00000000-0000-4000-8000-000000000001',
      company: 'Engines',
    });
    expect(out.extra).toEqual({ company: 'Engines' });
  });
});

describe('other payloads', () => {
  it('sign-in refuses unknown keys and accepts an optional code', () => {
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'x', totpCode: '123456' }).success).toBe(true);
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'x', role: 'admin' }).success).toBe(false);
  });

  it('refresh takes a string as long as a token at most (its form is the server’s check: a 401)', () => {
    expect(refreshSchema.safeParse({ refreshToken: 'a'.repeat(43) }).success).toBe(true);
    expect(refreshSchema.safeParse({ refreshToken: 'a b'.repeat(10) }).success).toBe(true);
    expect(refreshSchema.safeParse({ refreshToken: 'a'.repeat(10_000) }).success).toBe(false);
    expect(refreshSchema.safeParse({}).success).toBe(false);
    expect(opaqueTokenSchema.safeParse('a b'.repeat(10)).success).toBe(false);
  });

  it('refresh words a missing, null, empty or blank token alike, at refreshToken', () => {
    for (const body of [{}, { refreshToken: null }, { refreshToken: '' }, { refreshToken: '  \t ' }]) {
      const result = refreshSchema.safeParse(body);
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['refreshToken', 'No refresh token available'],
      ]);
    }
  });

  it('change-password refuses the current password as the new one, at newPassword (NFC alike)', () => {
    const same = changePasswordSchema.safeParse({
      currentPassword: 'café au lait',
      newPassword: 'cafe\u0301 au lait',
    });
    expect(same.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['newPassword', 'Choose a password different from the current one'],
    ]);
    expect(
      changePasswordSchema.safeParse({ currentPassword: 'café au lait', newPassword: 'café au lait!' })
        .success,
    ).toBe(true);
  });

  it('change-password and disable-2fa need every field', () => {
    expect(paths(changePasswordSchema.safeParse({ newPassword: 'long enough' }))).toEqual([
      'currentPassword',
    ]);
    expect(paths(disableTwoFactorSchema.safeParse({ password: 'x' }))).toEqual(['totpCode']);
  });

  it('regenerate-recovery-codes needs the password or a code, and nothing else', () => {
    expect(regenerateRecoveryCodesSchema.safeParse({ password: 'x' }).success).toBe(true);
    expect(regenerateRecoveryCodesSchema.safeParse({ totpCode: '123456' }).success).toBe(true);
    expect(regenerateRecoveryCodesSchema.safeParse({ password: 'x', totpCode: '123456' }).success).toBe(true);
    const neither = regenerateRecoveryCodesSchema.safeParse({});
    expect(paths(neither)).toEqual(['password']);
    expect(neither.error?.issues[0].message).toBe(REGENERATE_RECOVERY_CODES_PROOF_REQUIRED);
    expect(regenerateRecoveryCodesSchema.safeParse({ password: 'x', extra: 1 }).success).toBe(false);
  });

  it('every payload has an input JSON Schema for the OpenAPI document', () => {
    for (const s of [
      signUpSchema,
      signInSchema,
      refreshSchema,
      changePasswordSchema,
      disableTwoFactorSchema,
      regenerateRecoveryCodesSchema,
      updateProfileSchema,
    ]) {
      expect(z.toJSONSchema(s, { io: 'input' })).toMatchObject({ type: 'object' });
    }
  });
});

describe('blank names and profile texts', () => {
  // Blank is no value: "   " used to be stored as "", a second spelling of "no name" beside null.
  it('PATCH /users/me: a blank name or text field clears it (null), as null does', () => {
    expect(updateProfileSchema.parse({ first_name: '   ', last_name: '', nickname: ' \t ' })).toEqual({
      first_name: null,
      last_name: null,
      extra: { nickname: null },
    });
    expect(updateProfileSchema.parse({ first_name: '  Ada ' })).toEqual({ first_name: 'Ada', extra: {} });
  });

  it('sign-up and invitations store no name for a blank one, and no blank extra field', () => {
    const signUp = signUpSchema.parse({
      email: 'a@example.com',
      password: 'a long enough password',
      first_name: ' ',
      last_name: '',
      nickname: '  ',
      team: 'core',
    });
    expect(signUp).toMatchObject({ first_name: null, last_name: null, extra: { team: 'core' } });
    expect(inviteUserSchema.parse({ email: 'b@example.com', first_name: '  ' })).toMatchObject({
      first_name: null,
    });
  });
});

describe('regenerateRecoveryCodesSchema with a misspelt key', () => {
  it('reports the unknown key alone, not also "enter your password"', () => {
    expect(
      regenerateRecoveryCodesSchema.safeParse({ pasword: 'x' }).error?.issues.map((i) => i.message),
    ).toEqual(['Unrecognized key: "pasword"']);
    expect(regenerateRecoveryCodesSchema.safeParse({}).error?.issues.map((i) => i.message)).toEqual([
      REGENERATE_RECOVERY_CODES_PROOF_REQUIRED,
    ]);
  });
});
