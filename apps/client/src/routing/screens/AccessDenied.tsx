import { Button } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ShieldX } from 'lucide-react';
import { translateServerMessage } from '@/lib/server-messages';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { RouteLink } from '../navigation/RouteLink';
import { StatusScreen } from './StatusScreen';

export interface AccessDeniedProps {
  reason?: string | null;
  fullPage?: boolean;
}

/** The guard's 'Access Denied' with the reason (in the reader's language when known) and a way back to the dashboard. */
export function AccessDenied({ reason, fullPage = false }: AccessDeniedProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Access Denied · Atrium`);
  return (
    <StatusScreen
      fullPage={fullPage}
      role="alert"
      data-testid="access-denied"
      tone="destructive"
      icon={<ShieldX />}
      eyebrow="403"
      title={t`Access Denied`}
      description={
        <p data-testid="access-denied-reason">
          {reason ? translateServerMessage(reason) : t`You do not have permission to view this page.`}
        </p>
      }
      actions={
        <Button asChild>
          <RouteLink name="dashboard">
            <ArrowLeft aria-hidden="true" />
            <Trans>Return to Dashboard</Trans>
          </RouteLink>
        </Button>
      }
    />
  );
}
