import { createContext } from 'react';
import type { AuthSnapshot, AuthStore } from './auth-store';

/** What useAuth() gives: the store's snapshot and the store itself (its actions). */
export interface AuthContextValue extends AuthSnapshot {
  store: AuthStore;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
AuthContext.displayName = 'Auth';
