import { useLingui } from '@lingui/react/macro';
import { AcceptInvitationPanel } from '../features/invitations/components/AcceptInvitationPanel';
import { useLinkToken } from '../features/auth/hooks/useLinkToken';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** /invitations/accept?token=… — the link of an invitation mail. */
export function AcceptInvitationPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Accept invitation · Atrium`);
  return <AcceptInvitationPanel token={useLinkToken()} />;
}
