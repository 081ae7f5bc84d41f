import { AppException } from '../../common/errors/app.exception.js';

export const RoleErrors = {
  notFound: (name: string) => AppException.notFound(`Role "${name}" not found`),
  taken: (name: string) => AppException.conflict(`Role "${name}" already exists`),
  system: (name: string) =>
    AppException.conflict(
      `"${name}" is a system role: it cannot be deleted (its label and description can be changed)`,
    ),
  inUse: (name: string, users: number) =>
    AppException.conflict(
      `Role "${name}" is held by ${users} user${users === 1 ? '' : 's'}: give them another role before deleting it`,
    ),
  unknown: (name: string) =>
    AppException.validation(`Unknown role "${name}"`, [
      { path: 'role', message: `No role named "${name}": see GET /api/roles` },
    ]),
};
