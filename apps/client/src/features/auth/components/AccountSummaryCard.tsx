import type { User } from '@atrium/schema';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@atrium/ui';
import { Trans } from '@lingui/react/macro';
import { useFormatters } from '@/features/settings/hooks/useFormatters';
import { useRoleText } from '@/lib/role-text';

/** Who this account is: email (verified or not), platform role and since when. */
export function AccountSummaryCard({ user }: { user: User }) {
  const { dateTime } = useFormatters();
  const roleText = useRoleText();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>
            <Trans>Account</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans>The email you sign in with and your role on this platform.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted-foreground">
            <Trans>Email</Trans>
          </dt>
          <dd className="flex flex-wrap items-center gap-2">
            <span className="break-all">{user.email}</span>
            <Badge variant={user.email_verified ? 'success' : 'warning'}>
              {user.email_verified ? <Trans>Verified</Trans> : <Trans>Not verified</Trans>}
            </Badge>
          </dd>
          <dt className="text-muted-foreground">
            <Trans>Role</Trans>
          </dt>
          <dd>
            {/* The role's label ("Platform owner", translated), as the user menu shows it; a
                custom role by its name. */}
            <Badge variant="secondary">{roleText.label({ name: user.role })}</Badge>
          </dd>
          <dt className="text-muted-foreground">
            <Trans>Member since</Trans>
          </dt>
          <dd>{dateTime(user.created_at)}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
