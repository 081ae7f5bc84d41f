import {
  Button,
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  PageHeader,
  ThemeToggle,
} from '@atrium/ui';
import { ArrowRight, Bell, Users } from 'lucide-react';
import { PageContainer } from '../features/shell/components/PageContainer';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { RouteLink } from '../routing/navigation/RouteLink';

export function SettingsPage() {
  useDocumentTitle('Settings · Atrium');
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title="Settings" description="Your preferences and the people you share zones with." />
      <Card>
        <CardHeader>
          <CardTitle>Preferences</CardTitle>
          <CardDescription>Applied on this device straight away.</CardDescription>
        </CardHeader>
        <CardContent>
          <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="text-sm font-medium">Theme</p>
              <p className="text-sm text-muted-foreground">Light, dark, or follow your system setting.</p>
            </div>
            <ThemeToggle />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Security</CardTitle>
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
      <Card>
        <CardHeader>
          <CardTitle>Members</CardTitle>
          <CardDescription>People in the zones you own, and their roles.</CardDescription>
        </CardHeader>
        <CardContent>
          <EmptyState
            icon={<Users />}
            title="No members to manage yet"
            description="Once you own a zone, you can invite people by email and choose their role here."
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Notifications</CardTitle>
          <CardDescription>What Atrium tells you about, and how.</CardDescription>
        </CardHeader>
        <CardContent>
          <EmptyState
            icon={<Bell />}
            title="Notification settings are coming"
            description="You will choose which zone changes reach you by email here."
          />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
