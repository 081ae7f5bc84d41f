import { SignUpPanel } from '../features/auth/components/SignUpPanel';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export function SignupPage() {
  useDocumentTitle('Create an account · Atrium');
  return <SignUpPanel />;
}
