import { Button } from '@atrium/ui';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { RouteLink } from '../navigation/RouteLink';
import { StatusScreen } from './StatusScreen';

export type ResourceKind = 'zone' | 'hub' | 'module' | 'dashboard';

const TITLES: Record<ResourceKind, string> = {
  zone: 'Zone not found',
  hub: 'Hub not found',
  module: 'Module not found',
  dashboard: 'Dashboard not found',
};

const EXPLANATIONS: Record<ResourceKind, string> = {
  zone: 'There is no such zone, or you are not a member of it.',
  hub: 'There is no such hub here, or it belongs to a zone you are not in.',
  module: 'This hub has no such module, or it belongs to a zone you are not in.',
  dashboard: 'There is no such dashboard here, or it belongs to a zone you are not in.',
};

export interface ResourceNotFoundProps {
  kind: ResourceKind;
  /** Known only when the zone (and hub) around the missing thing exist: the way back goes there. */
  zoneId?: string;
  hubId?: string;
}

/**
 * "Not found" for a zone, hub, module or dashboard that does not exist or that the caller may not
 * know about. A foreign zone answers the same as an unknown one, so the page never tells an
 * outsider that a zone exists ("Access Denied — Zone not found" did).
 */
export function ResourceNotFound({ kind, zoneId, hubId }: ResourceNotFoundProps) {
  useDocumentTitle(`${TITLES[kind]} · Atrium`);
  return (
    <StatusScreen
      role="alert"
      data-testid={`${kind}-not-found`}
      icon={<SearchX />}
      eyebrow="404"
      title={TITLES[kind]}
      description={<p>{EXPLANATIONS[kind]} It may have been deleted, or the link may be mistyped.</p>}
      actions={
        <Button asChild>
          {zoneId && hubId && (kind === 'module' || kind === 'dashboard') ? (
            <RouteLink name="hub_view" params={{ zoneId, hubId }}>
              <ArrowLeft aria-hidden="true" />
              Back to the hub
            </RouteLink>
          ) : zoneId && kind === 'hub' ? (
            <RouteLink name="zone_dashboard" params={{ zoneId }}>
              <ArrowLeft aria-hidden="true" />
              Back to the zone
            </RouteLink>
          ) : kind === 'zone' ? (
            <RouteLink name="zones">
              <ArrowLeft aria-hidden="true" />
              Back to your zones
            </RouteLink>
          ) : (
            <RouteLink name="dashboard">
              <ArrowLeft aria-hidden="true" />
              Back to your dashboard
            </RouteLink>
          )}
        </Button>
      }
    />
  );
}
