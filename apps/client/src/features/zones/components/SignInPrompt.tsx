import { Trans, useLingui } from '@lingui/react/macro';
import { Button, EmptyState } from '@atrium/ui';
import { LogIn } from 'lucide-react';
import { RouteLink } from '@/routing/navigation/RouteLink';

/** Shown instead of zone data to a visitor who is not signed in. */
export function SignInPrompt({ title }: { title?: string }) {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={<LogIn />}
      title={title ?? t`Sign in to see this zone`}
      description={t`Zones, hubs and dashboards are only shown to their members.`}
      action={
        <Button asChild>
          <RouteLink name="login">
            <Trans>Sign in</Trans>
          </RouteLink>
        </Button>
      }
    />
  );
}
