import { Button } from '@atrium/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { RouteLink } from '../navigation/RouteLink';
import { StatusScreen } from './StatusScreen';

export type ResourceKind = 'zone' | 'hub' | 'module' | 'dashboard';

const TITLES: Record<ResourceKind, MessageDescriptor> = {
  zone: msg`Zone not found`,
  hub: msg`Hub not found`,
  module: msg`Module not found`,
  dashboard: msg`Dashboard not found`,
};

const EXPLANATIONS: Record<ResourceKind, MessageDescriptor> = {
  zone: msg`There is no such zone, or you are not a member of it.`,
  hub: msg`There is no such hub here, or it belongs to a zone you are not in.`,
  module: msg`This hub has no such module, or it belongs to a zone you are not in.`,
  dashboard: msg`There is no such dashboard here, or it belongs to a zone you are not in.`,
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
  const { t } = useLingui();
  const title = t(TITLES[kind]);
  const explanation = t(EXPLANATIONS[kind]);
  useDocumentTitle(t`${title} · Atrium`);
  return (
    <StatusScreen
      role="alert"
      data-testid={`${kind}-not-found`}
      icon={<SearchX />}
      eyebrow="404"
      title={title}
      description={
        <p>
          <Trans>{explanation} It may have been deleted, or the link may be mistyped.</Trans>
        </p>
      }
      actions={
        <Button asChild>
          {zoneId && hubId && (kind === 'module' || kind === 'dashboard') ? (
            <RouteLink name="hub_view" params={{ zoneId, hubId }}>
              <ArrowLeft aria-hidden="true" />
              <Trans>Back to the hub</Trans>
            </RouteLink>
          ) : zoneId && kind === 'hub' ? (
            <RouteLink name="zone_dashboard" params={{ zoneId }}>
              <ArrowLeft aria-hidden="true" />
              <Trans>Back to the zone</Trans>
            </RouteLink>
          ) : kind === 'zone' ? (
            <RouteLink name="zones">
              <ArrowLeft aria-hidden="true" />
              <Trans>Back to your zones</Trans>
            </RouteLink>
          ) : (
            <RouteLink name="dashboard">
              <ArrowLeft aria-hidden="true" />
              <Trans>Back to your dashboard</Trans>
            </RouteLink>
          )}
        </Button>
      }
    />
  );
}
