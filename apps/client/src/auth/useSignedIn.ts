import { useAuthSource } from './useAuthSource';

/** Whether someone is signed in: members' data (zones, hubs, …) is only fetched then (a public route must not 401). */
export function useSignedIn(): boolean {
  return useAuthSource().user !== null;
}
