import { useLingui } from '@lingui/react/macro';
import { AccessDenied } from '../routing/screens/AccessDenied';

/** A page a route can point at to close an area to everyone. */
export function NoAccessPage() {
  const { t } = useLingui();
  return <AccessDenied reason={t`This area is not available to your account.`} />;
}
