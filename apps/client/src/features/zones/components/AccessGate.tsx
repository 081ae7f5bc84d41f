import { useLingui } from '@lingui/react/macro';
import type { PermissionAction, PermissionResource } from '@atrium/schema';
import { ACCESS_CHECK_FAILED_REASON, isUuid } from '@atrium/schema';
import { Skeleton } from '@atrium/ui';
import type { ReactNode } from 'react';
import { isNotFoundReason } from '@/api/not-found';
import { AccessDenied } from '@/routing/screens/AccessDenied';
import { ResourceNotFound, type ResourceKind } from '@/routing/screens/ResourceNotFound';
import { useAccessCheck } from '../hooks/useAccessCheck';
import { useSignedIn } from '@/auth/useSignedIn';
import { SignInPrompt } from './SignInPrompt';

export interface AccessGateProps {
  zoneId: string;
  hubId?: string;
  resource: PermissionResource;
  action?: PermissionAction;
  children: ReactNode;
}

const NOT_FOUND_KINDS: readonly string[] = ['zone', 'hub', 'module', 'dashboard'] satisfies ResourceKind[];

/**
 * The zone-scoped / hub-scoped guard inside a page (and the access half of the module guard): POST /permissions/check, then the children
 * or 'Access Denied' with the reason and 'Return to Dashboard' (the routing's screen). A refusal
 * whose reason is "… not found" (an unknown zone or hub, or one of a zone the caller is not in) is
 * the not-found page of what was asked for, never 'Access Denied' with "not found" inside.
 */
export function AccessGate({ zoneId, hubId, resource, action = 'read', children }: AccessGateProps) {
  const signedIn = useSignedIn();
  const { t } = useLingui();
  const check = useAccessCheck(zoneId, resource, action, hubId);
  if (!signedIn) {
    const titles: Record<PermissionResource, string> = {
      zone: t`Sign in to see this zone`,
      hub: t`Sign in to see this hub`,
      module: t`Sign in to see this module`,
      dashboard: t`Sign in to see this dashboard`,
    };
    return <SignInPrompt title={titles[resource]} />;
  }
  // A mistyped link: no such zone or hub can exist (the check would refuse the id as malformed).
  if (!isUuid(zoneId)) return <ResourceNotFound kind="zone" />;
  if (hubId !== undefined && !isUuid(hubId)) return <ResourceNotFound kind="hub" zoneId={zoneId} />;
  if (check.isPending) return <Skeleton className="h-40 rounded-xl" aria-label={t`Checking access`} />;
  if (check.isError) return <AccessDenied reason={ACCESS_CHECK_FAILED_REASON} />;
  if (!check.data.hasAccess) {
    if (isNotFoundReason(check.data.reason)) {
      // The reason names what is missing ("Zone not found", "Hub not found"); the zone is known to
      // exist for this caller only when the hub is what is missing.
      const reason = (check.data.reason ?? '').toLowerCase();
      if (reason.startsWith('hub ')) return <ResourceNotFound kind="hub" zoneId={zoneId} />;
      if (reason.startsWith('zone ')) return <ResourceNotFound kind="zone" />;
      return (
        <ResourceNotFound kind={NOT_FOUND_KINDS.includes(resource) ? (resource as ResourceKind) : 'zone'} />
      );
    }
    return <AccessDenied reason={check.data.reason} />;
  }
  return <>{children}</>;
}
