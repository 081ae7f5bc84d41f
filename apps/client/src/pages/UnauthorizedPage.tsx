import { useRouterState } from '@tanstack/react-router';
import { AccessDenied } from '../routing/screens/AccessDenied';

/** Where guards send a denied user: 'Access Denied' with the reason they were given. */
export function UnauthorizedPage() {
  const reason = useRouterState({ select: (s) => s.location.state.accessDenied?.reason ?? null });
  return <AccessDenied reason={reason} />;
}
