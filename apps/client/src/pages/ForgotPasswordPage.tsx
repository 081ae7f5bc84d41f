import { AuthPanel, TEXT_LINK } from '../features/auth-pages/components/AuthPanel';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { RouteLink } from '../routing/navigation/RouteLink';

export function ForgotPasswordPage() {
  useDocumentTitle('Reset your password · Atrium');
  return (
    <AuthPanel
      title="Reset your password"
      description="Enter the email you sign in with and we will send you a link to choose a new password."
      pending="Password reset emails are sent once the accounts service is connected. Until then, ask an administrator."
      footer={
        <>
          Remembered it?{' '}
          <RouteLink name="login" className={TEXT_LINK}>
            Back to sign in
          </RouteLink>
        </>
      }
    />
  );
}
