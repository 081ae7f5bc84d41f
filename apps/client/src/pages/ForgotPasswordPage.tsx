import { ForgotPasswordPanel } from '../features/auth/components/ForgotPasswordPanel';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export function ForgotPasswordPage() {
  useDocumentTitle('Reset your password · Atrium');
  return <ForgotPasswordPanel />;
}
