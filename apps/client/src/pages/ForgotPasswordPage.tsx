import { useLingui } from '@lingui/react/macro';
import { ForgotPasswordPanel } from '../features/auth/components/ForgotPasswordPanel';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export function ForgotPasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Reset your password · Atrium`);
  return <ForgotPasswordPanel />;
}
