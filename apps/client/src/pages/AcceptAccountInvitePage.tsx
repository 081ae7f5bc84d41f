import { useLingui } from '@lingui/react/macro';
import { AcceptAccountInvitePanel } from '../features/auth/components/AcceptAccountInvitePanel';
import { useLinkToken } from '../features/auth/hooks/useLinkToken';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** /accept-invite?token=… — the link of an admin's invitation to a new account. */
export function AcceptAccountInvitePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Choose your password · Atrium`);
  return <AcceptAccountInvitePanel token={useLinkToken()} />;
}
