import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from './auth-context';

export const USE_AUTH_OUTSIDE_PROVIDER = 'useAuth must be used within an AuthProvider';

/** The auth state and the store's actions (signIn, signUp, signOut, refreshSession…). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(USE_AUTH_OUTSIDE_PROVIDER);
  return value;
}
