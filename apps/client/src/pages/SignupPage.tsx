import { AuthPanel, TEXT_LINK } from '../features/auth-pages/components/AuthPanel';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { RouteLink } from '../routing/navigation/RouteLink';

export function SignupPage() {
  useDocumentTitle('Create an account · Atrium');
  return (
    <AuthPanel
      title="Create your account"
      description="Sign up with your email and a password, then join the zones your team invites you to."
      pending="Sign-up opens as soon as the accounts service is connected. An administrator can also create your account."
      footer={
        <>
          Already have an account?{' '}
          <RouteLink name="login" className={TEXT_LINK}>
            Sign in
          </RouteLink>
        </>
      }
    />
  );
}
