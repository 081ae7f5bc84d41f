import { useContext } from 'react';
import { AuthSourceContext, type AuthSource } from './auth-source';

/** The current auth source: who is signed in, and whether auth is still initialising. */
export function useAuthSource(): AuthSource {
  return useContext(AuthSourceContext);
}
