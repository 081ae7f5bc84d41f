import { Button, Card, CardAction, CardDescription, CardHeader, CardTitle, PageHeader } from '@atrium/ui';
import { ArrowRight } from 'lucide-react';
import { useAuth } from '../auth/useAuth';
import { AccountSummaryCard } from '../features/auth/components/AccountSummaryCard';
import { ProfileCard } from '../features/auth/components/ProfileCard';
import { PageContainer } from '../features/shell/components/PageContainer';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { RouteLink } from '../routing/navigation/RouteLink';

export function ProfilePage() {
  useDocumentTitle('Profile · Atrium');
  const { user } = useAuth();
  if (!user) return null; // the guard only renders this page for a signed-in user
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        title="Profile"
        description="How you appear to the people you work with, and how you sign in."
      />
      <ProfileCard user={user} />
      <AccountSummaryCard user={user} />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Security</h2>
          </CardTitle>
          <CardDescription>
            Password, two-factor sign-in and the devices you are signed in on.
          </CardDescription>
          <CardAction>
            <Button asChild variant="outline" size="sm">
              <RouteLink name="security">
                Manage
                <ArrowRight aria-hidden="true" />
              </RouteLink>
            </Button>
          </CardAction>
        </CardHeader>
      </Card>
    </PageContainer>
  );
}
