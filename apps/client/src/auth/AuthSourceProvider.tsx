import type { ReactNode } from 'react';
import { AuthSourceContext, type AuthSource } from './auth-source';

export interface AuthSourceProviderProps {
  source: AuthSource;
  children: ReactNode;
}

/** Supplies the auth source that guards and the shell read (the accounts store, later). */
export function AuthSourceProvider({ source, children }: AuthSourceProviderProps) {
  return <AuthSourceContext.Provider value={source}>{children}</AuthSourceContext.Provider>;
}
