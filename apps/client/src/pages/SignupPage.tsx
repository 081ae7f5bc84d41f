import { useLingui } from '@lingui/react/macro';
import { SignUpPanel } from '../features/auth/components/SignUpPanel';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export function SignupPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Create an account · Atrium`);
  return <SignUpPanel />;
}
