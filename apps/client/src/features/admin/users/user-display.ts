import type { AdminUser } from '@atrium/schema';

/** "Ada Lovelace", or the email when the user has no name. */
export function userDisplayName(user: Pick<AdminUser, 'email' | 'profile'>): string {
  const name = [user.profile.first_name, user.profile.last_name].filter(Boolean).join(' ').trim();
  return name || user.email;
}

/** The role's label from GET /roles, else its name. */
export function roleLabel(name: string, labels: ReadonlyMap<string, string>): string {
  return labels.get(name) ?? name;
}
