import { VerifyEmailPanel } from '../features/auth/components/VerifyEmailPanel';
import { useLinkToken } from '../features/auth/hooks/useLinkToken';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** /verify-email?token=… — the link of the verification email. */
export function VerifyEmailPage() {
  useDocumentTitle('Verify your email · Atrium');
  return <VerifyEmailPanel token={useLinkToken()} />;
}
