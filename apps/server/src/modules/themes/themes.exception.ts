import { AppException } from '../../common/errors/app.exception.js';

export const ThemeErrors = {
  notFound: () => AppException.notFound('Theme not found'),
  nameTaken: (name: string) =>
    AppException.conflict(`A theme named "${name}" already exists`, [
      { path: 'name', message: 'Already taken by another theme' },
    ]),
  deleteActive: (label: string) =>
    AppException.conflict(
      `Theme "${label}" is the active theme and cannot be deleted: activate another theme first`,
    ),
};
