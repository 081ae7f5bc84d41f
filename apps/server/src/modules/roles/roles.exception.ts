import { AppException } from '../../common/errors/app.exception.js';
import type { RoleUsage } from './roles.repository.js';

/** Collections named in a message; more are counted ("and 3 more"). */
const NAMED_COLLECTIONS = 5;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Each kind of use, e.g. `held by 2 users`, `required by 1 navigation item`, `used by 3 API keys`. */
function usesOf(usage: RoleUsage): string[] {
  const uses: string[] = [];
  if (usage.users > 0) uses.push(`held by ${plural(usage.users, 'user')}`);
  if (usage.navigationItems > 0) uses.push(`required by ${plural(usage.navigationItems, 'navigation item')}`);
  if (usage.apiKeys > 0) uses.push(`used by ${plural(usage.apiKeys, 'API key')}`);
  const { collections } = usage;
  if (collections.length > 0) {
    const named = collections.slice(0, NAMED_COLLECTIONS).map((c) => `"${c}"`);
    const more = collections.length - named.length;
    const list = more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ');
    uses.push(`granted permissions by ${collections.length === 1 ? 'collection' : 'collections'} ${list}`);
  }
  return uses;
}

export const RoleErrors = {
  notFound: (name: string) => AppException.notFound(`Role "${name}" not found`),
  aboveActor: (name: string) =>
    AppException.forbidden(
      `Role "${name}" ranks above yours: only a holder of it or a higher role may change it`,
    ),
  taken: (name: string) => AppException.conflict(`Role "${name}" already exists`),
  system: (name: string) =>
    AppException.conflict(
      `"${name}" is a system role: it cannot be deleted (its label and description can be changed)`,
    ),
  inUse: (name: string, usage: RoleUsage) =>
    AppException.conflict(
      `Role "${name}" is in use: ${usesOf(usage).join(', ')}. Remove these uses before deleting it`,
    ),
  unknown: (name: string) =>
    AppException.validation(`Unknown role "${name}"`, [
      { path: 'role', message: `No role named "${name}": see GET /api/roles` },
    ]),
};
