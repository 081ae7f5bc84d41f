import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { DetailList, StatusScreen } from './StatusScreen';

export interface InvalidRouteScreenProps {
  name: string;
  path: string;
  problem: string;
}

/** A route row whose path is malformed: shown at the repaired path; other routes are unaffected. */
export function InvalidRouteScreen({ name, path, problem }: InvalidRouteScreenProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Invalid Route · Atrium`);
  return (
    <StatusScreen
      role="alert"
      data-testid="invalid-route"
      tone="warning"
      icon={<TriangleAlert />}
      title={t`Invalid Route Configuration`}
      description={
        <p>
          <Trans>
            This page's route has a malformed path. An administrator needs to correct it in the routes table.
          </Trans>
        </p>
      }
    >
      <DetailList
        items={[
          { label: t`Route`, value: name },
          { label: t`Stored path`, value: JSON.stringify(path) },
          { label: t`Problem`, value: problem },
        ]}
      />
    </StatusScreen>
  );
}
