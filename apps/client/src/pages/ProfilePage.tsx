import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, PageHeader } from '@atrium/ui';
import { KeyRound, UserRound } from 'lucide-react';
import { userRole } from '@atrium/schema';
import { useAuthSource } from '../auth/useAuthSource';
import { PageContainer } from '../features/shell/components/PageContainer';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export function ProfilePage() {
  useDocumentTitle('Profile · Atrium');
  const { user } = useAuthSource();
  const fullName = [user?.profile?.first_name, user?.profile?.last_name].filter(Boolean).join(' ');
  const role = user ? userRole(user) : null;
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title="Profile" description="How you appear to the people you work with, and how you sign in." />
      <Card>
        <CardHeader>
          <CardTitle>Account</CardTitle>
          <CardDescription>Your name and the email you sign in with.</CardDescription>
        </CardHeader>
        <CardContent>
          {user ? (
            <dl className="grid gap-4 text-sm sm:grid-cols-[10rem_1fr]">
              <dt className="text-muted-foreground">Name</dt>
              <dd>{fullName || <span className="text-muted-foreground">Not set</span>}</dd>
              <dt className="text-muted-foreground">Email</dt>
              <dd className="break-all">{user.email}</dd>
              <dt className="text-muted-foreground">Role</dt>
              <dd>{role ? <Badge variant="secondary">{role}</Badge> : <span className="text-muted-foreground">guest</span>}</dd>
            </dl>
          ) : (
            <EmptyState
              icon={<UserRound />}
              title="Not signed in"
              description="Sign in to see and edit your profile."
            />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Security</CardTitle>
          <CardDescription>Password, two-factor sign-in and the devices you are signed in on.</CardDescription>
        </CardHeader>
        <CardContent>
          <EmptyState
            icon={<KeyRound />}
            title="Security settings are on their way"
            description="Changing your password, setting up an authenticator app and signing out other devices will be managed here."
          />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
