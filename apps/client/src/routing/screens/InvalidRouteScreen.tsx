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
  useDocumentTitle('Invalid Route · Atrium');
  return (
    <StatusScreen
      role="alert"
      data-testid="invalid-route"
      tone="warning"
      icon={<TriangleAlert />}
      title="Invalid Route Configuration"
      description={
        <p>
          This page's route has a malformed path. An administrator needs to correct it in the routes table.
        </p>
      }
    >
      <DetailList
        items={[
          { label: 'Route', value: name },
          { label: 'Stored path', value: JSON.stringify(path) },
          { label: 'Problem', value: problem },
        ]}
      />
    </StatusScreen>
  );
}
