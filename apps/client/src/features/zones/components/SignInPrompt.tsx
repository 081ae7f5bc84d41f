import { Button, EmptyState } from '@atrium/ui';
import { LogIn } from 'lucide-react';
import { RouteLink } from '@/routing/navigation/RouteLink';

/** Shown instead of zone data to a visitor who is not signed in. */
export function SignInPrompt({ what = 'this zone' }: { what?: string }) {
  return (
    <EmptyState
      icon={<LogIn />}
      title={`Sign in to see ${what}`}
      description="Zones, hubs and dashboards are only shown to their members."
      action={
        <Button asChild>
          <RouteLink name="login">Sign in</RouteLink>
        </Button>
      }
    />
  );
}
