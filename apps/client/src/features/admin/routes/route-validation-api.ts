import type { RouteValidation } from '@atrium/schema';
import { request } from '../../../api/http';

/** POST /routes/validate (admins): the server's check of the stored route set. */
export function validateRoutes(): Promise<RouteValidation> {
  return request<RouteValidation>('/routes/validate', { method: 'POST', json: {} });
}
