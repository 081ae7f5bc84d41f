import { useAuthSource } from '../../../auth/useAuthSource';

/** Whether someone is signed in: zone data is only fetched then (a public route must not 401). */
export function useSignedIn(): boolean {
  return useAuthSource().user !== null;
}
