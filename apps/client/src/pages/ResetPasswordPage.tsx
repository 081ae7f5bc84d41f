import { useLingui } from '@lingui/react/macro';
import { ResetPasswordPanel } from '../features/auth/components/ResetPasswordPanel';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useLinkToken } from '../features/auth/hooks/useLinkToken';

/** /reset-password?token=… — the link of the password reset email. */
export function ResetPasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Choose a new password · Atrium`);
  return <ResetPasswordPanel token={useLinkToken()} />;
}
