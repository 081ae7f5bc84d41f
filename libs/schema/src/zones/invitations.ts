import { z } from 'zod';
import { emailSchema, opaqueTokenSchema } from '../auth/auth-payloads.js';
import { isoTimestampSchema } from '../common/iso-timestamp.js';
import { zoneRoleSchema } from '../permissions/permission-vocabulary.js';

/** An invitation works for 7 days from its last (re)send. */
export const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;
/** A pending invitation is resent at most once a minute (429 otherwise). */
export const INVITATION_RESEND_INTERVAL_SECONDS = 60;

/**
 * An archived zone sends no invitation (POST …/invitations, POST …/members, resend: 409); its
 * pending invitations stay pending and answer this 409 when accepted, until the zone is restored.
 */
export const ARCHIVED_ZONE_INVITE_MESSAGE = 'This zone is archived: restore it before inviting people';
export const ARCHIVED_ZONE_ACCEPT_MESSAGE =
  'This zone is archived: its invitations can be accepted once it is restored';

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'revoked', 'expired'] as const;
export const invitationStatusSchema = z.enum(INVITATION_STATUSES);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

/** Body of POST /zones/:zoneId/invitations (and of POST /zones/:zoneId/members). */
export const invitationCreateSchema = z.strictObject({
  email: emailSchema,
  role: zoneRoleSchema.default('member'),
});
export type InvitationCreate = z.output<typeof invitationCreateSchema>;

/** Body of POST /invitations/accept: the token of the mailed link. */
export const invitationAcceptTokenSchema = z.strictObject({ token: opaqueTokenSchema });
export type InvitationAcceptToken = z.output<typeof invitationAcceptTokenSchema>;

/** An invitation as the API answers it (the token never leaves the server). */
export const zoneInvitationSchema = z.object({
  id: z.string(),
  zone_id: z.string(),
  zone_name: z.string(),
  email: z.string(),
  role: zoneRoleSchema,
  status: invitationStatusSchema,
  invited_by: z.string().nullable(),
  invited_by_email: z.string().nullable(),
  expires_at: isoTimestampSchema,
  created_at: isoTimestampSchema,
  last_sent_at: isoTimestampSchema,
});
export type ZoneInvitation = z.infer<typeof zoneInvitationSchema>;

/** What accepting answers: the zone joined and the role. */
export const invitationAcceptedSchema = z.object({ zone_id: z.string(), role: zoneRoleSchema });
export type InvitationAccepted = z.infer<typeof invitationAcceptedSchema>;

/**
 * What POST /invitations/preview answers the holder of a live link, signed in or not: the zone, who
 * invited and as what, and the invited address. Nothing the invitation mail itself does not say.
 */
export const invitationPreviewSchema = z.object({
  zone_name: z.string(),
  role: zoneRoleSchema,
  email: z.string(),
  /** The inviter's name ("Ada Lovelace"), else their address; null when the account is gone. */
  invited_by_name: z.string().nullable(),
  expires_at: isoTimestampSchema,
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
