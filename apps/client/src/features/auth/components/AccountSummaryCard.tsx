import type { User } from '@atrium/schema';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@atrium/ui';
import { useFormatters } from '@/features/settings/hooks/useFormatters';

/** Who this account is: email (verified or not), platform role and since when. */
export function AccountSummaryCard({ user }: { user: User }) {
  const { dateTime } = useFormatters();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Account</h2>
        </CardTitle>
        <CardDescription>The email you sign in with and your role on this platform.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted-foreground">Email</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <span className="break-all">{user.email}</span>
            <Badge variant={user.email_verified ? 'success' : 'warning'}>
              {user.email_verified ? 'Verified' : 'Not verified'}
            </Badge>
          </dd>
          <dt className="text-muted-foreground">Role</dt>
          <dd>
            <Badge variant="secondary">{user.role}</Badge>
          </dd>
          <dt className="text-muted-foreground">Member since</dt>
          <dd>{dateTime(user.created_at)}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
