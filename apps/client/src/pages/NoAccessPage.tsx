import { AccessDenied } from '../routing/screens/AccessDenied';

/** A page a route can point at to close an area to everyone. */
export function NoAccessPage() {
  return <AccessDenied reason="This area is not available to your account." />;
}
