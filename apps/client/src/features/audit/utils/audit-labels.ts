import type { AuditEntity, AuditEntry } from '@atrium/schema';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The kinds of entry, as the filter and the rows name them. */
export const AUDIT_ENTITY_LABELS: Readonly<Record<AuditEntity, MessageDescriptor>> = {
  navigation: msg`Navigation item`,
  user: msg`User`,
  role: msg`Role`,
  collection_schema: msg`Collection schema`,
  // Its own context: the same word names the colour scheme in `core` ("Design" in German).
  theme: msg({ message: 'Theme', context: 'audit kind' }),
  route: msg`Route`,
  zone: msg`Zone`,
  hub: msg`Hub`,
  module: msg`Module`,
  dashboard: msg`Dashboard`,
  zone_member: msg`Zone member`,
  zone_invitation: msg`Zone invitation`,
  form: msg`Form`,
  api_key: msg`API key`,
};

/** The recorded actions (every source's verbs); an unknown one is shown as stored. */
const ACTION_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  // Its own context: in the same catalogue "Created" heads a date column ("作成日時" in Japanese).
  create: msg({ message: 'Created', context: 'audit action' }),
  update: msg`Changed`,
  delete: msg`Deleted`,
  reorder: msg`Reordered`,
  import: msg`Imported`,
  role: msg`Role changed`,
  disable: msg`Disabled`,
  enable: msg`Enabled`,
  reset_2fa: msg`2FA reset`,
  signout_all: msg`Signed out everywhere`,
  invite: msg`Invited`,
  invite_resend: msg`Invitation sent again`,
  invite_cancel: msg`Invitation cancelled`,
  profile: msg`Profile changed`,
  add: msg`Added`,
  remove: msg`Removed`,
  send: msg`Invitation sent`,
  resend: msg`Invitation sent again`,
  revoke: msg`Revoked`,
  accept: msg`Accepted`,
  decline: msg`Declined`,
  activate: msg`Activated`,
  publish: msg`Published`,
};

export function auditActionLabel(i18n: I18n, action: string): string {
  const descriptor = Object.hasOwn(ACTION_LABELS, action) ? ACTION_LABELS[action] : undefined;
  return descriptor ? i18n._(descriptor) : action;
}

export function auditEntityLabel(i18n: I18n, entity: AuditEntity): string {
  return i18n._(AUDIT_ENTITY_LABELS[entity]);
}

const DELETED_ACCOUNT = msg`A deleted account`;
const NO_ACCOUNT = msg`No account`;

/** Who made a change: their email, or why there is none. */
export function auditActorLabel(i18n: I18n, actor: AuditEntry['actor']): string {
  if (!actor) return i18n._(NO_ACCOUNT);
  return actor.email ?? i18n._(DELETED_ACCOUNT);
}
