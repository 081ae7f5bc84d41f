import { EMAIL_MAX_LENGTH } from '../../auth/auth-limits.js';
import { defineCollection } from '../collection-row.js';

/**
 * `users` (migrations Foundation, Accounts, MfaUnverifiedSetup): accounts. Secrets are
 * `internal`: the auth domain reads and writes them, no client ever does. Verification and 2FA
 * state change through their own flows, so they are read-only here.
 */
export const usersCollection = defineCollection({
  name: 'users',
  label: 'User',
  label_plural: 'Users',
  icon: 'users',
  system_fields: ['created_at', 'updated_at'],
  fields: [
    {
      name: 'email',
      type: 'string',
      required: true,
      unique: 'case_insensitive',
      format: 'email',
      max: EMAIL_MAX_LENGTH,
      widget: 'email',
    },
    // Null while an admin's invitation waits for its first password (nobody can sign in).
    { name: 'password_hash', type: 'string', internal: true },
    {
      name: 'email_verified',
      type: 'boolean',
      label: 'Verified',
      required: true,
      default: false,
      readonly: true,
    },
    {
      name: 'is_disabled',
      type: 'boolean',
      label: 'Disabled',
      required: true,
      default: false,
      widget: 'switch',
    },
    { name: 'mfa_enabled', type: 'boolean', label: '2FA', required: true, default: false, readonly: true },
    { name: 'mfa_secret', type: 'string', internal: true },
    { name: 'mfa_pending_secret', type: 'string', internal: true },
    { name: 'mfa_last_time_step', type: 'integer', bits: 64, internal: true },
    // True when 2FA was turned on while the address was unverified: whoever did it had not proven
    // the mailbox (maybe a stranger who signed up with it), so a password reset clears that 2FA
    // even if the owner has clicked the verify link since (modules/auth/README.md).
    {
      name: 'mfa_unverified_setup',
      type: 'boolean',
      required: true,
      default: false,
      internal: true,
    },
    { name: 'password_changed_at', type: 'datetime', label: 'Password changed', readonly: true },
  ],
  list: {
    columns: ['email', 'email_verified', 'mfa_enabled', 'is_disabled', 'created_at'],
    sort: [{ field: 'created_at', direction: 'desc' }],
    searchable: ['email'],
  },
  permissions: {
    // A member reads the address of each user they share a zone with (the zone's member list
    // shows it too), so a relation to users shows an email, not an id; their own account's
    // other facts come from /auth/me. Admins read every column of every row.
    user: {
      actions: ['read'],
      read_fields: ['id', 'email'],
      scope: { kind: 'own', field: 'id', zone_peers: true },
    },
  },
});
