import { describe, expect, it } from 'vitest';
import {
  INVITATION_TTL_SECONDS,
  invitationAcceptTokenSchema,
  invitationCreateSchema,
} from './invitations.js';

describe('invitation payloads', () => {
  it('create: an email and a zone role (member by default); nothing else', () => {
    expect(invitationCreateSchema.parse({ email: ' a@b.co ' })).toEqual({ email: 'a@b.co', role: 'member' });
    expect(invitationCreateSchema.safeParse({ email: 'a@b.co', role: 'platform_owner' }).success).toBe(false);
    expect(invitationCreateSchema.safeParse({ email: 'nope' }).success).toBe(false);
    expect(invitationCreateSchema.safeParse({ email: 'a@b.co', zone_id: 'x' }).success).toBe(false);
  });

  it('accept: a base64url token only', () => {
    expect(invitationAcceptTokenSchema.safeParse({ token: 'A'.repeat(43) }).success).toBe(true);
    expect(invitationAcceptTokenSchema.safeParse({ token: 'short' }).success).toBe(false);
    expect(invitationAcceptTokenSchema.safeParse({ token: '<script>alert(1)</script>xxxx' }).success).toBe(
      false,
    );
  });

  it('invitations last seven days', () => {
    expect(INVITATION_TTL_SECONDS).toBe(604_800);
  });
});
