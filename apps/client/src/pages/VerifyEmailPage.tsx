import { useLingui } from '@lingui/react/macro';
import { VerifyEmailPanel } from '../features/auth/components/VerifyEmailPanel';
import { useLinkToken } from '../features/auth/hooks/useLinkToken';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** /verify-email?token=… — the link of the verification email. */
export function VerifyEmailPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Verify your email · Atrium`);
  return <VerifyEmailPanel token={useLinkToken()} />;
}
