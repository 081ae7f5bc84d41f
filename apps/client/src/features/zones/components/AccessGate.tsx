import type { PermissionAction, PermissionResource } from '@atrium/schema';
import { ACCESS_CHECK_FAILED_REASON } from '@atrium/schema';
import { Skeleton } from '@atrium/ui';
import type { ReactNode } from 'react';
import { AccessDenied } from '../../../routing/screens/AccessDenied';
import { useAccessCheck } from '../hooks/useAccessCheck';
import { useSignedIn } from '../hooks/useSignedIn';
import { SignInPrompt } from './SignInPrompt';

export interface AccessGateProps {
  zoneId: string;
  hubId?: string;
  resource: PermissionResource;
  action?: PermissionAction;
  children: ReactNode;
}

/**
 * The zone-scoped / hub-scoped guard inside a page (and the access half of the module guard): POST /permissions/check, then the children
 * or 'Access Denied' with the reason and 'Return to Dashboard' (the routing's screen).
 */
export function AccessGate({ zoneId, hubId, resource, action = 'read', children }: AccessGateProps) {
  const signedIn = useSignedIn();
  const check = useAccessCheck(zoneId, resource, action, hubId);
  if (!signedIn) return <SignInPrompt what={`this ${resource}`} />;
  if (check.isPending) return <Skeleton className="h-40 rounded-xl" aria-label="Checking access" />;
  if (check.isError) return <AccessDenied reason={ACCESS_CHECK_FAILED_REASON} />;
  if (!check.data.hasAccess) return <AccessDenied reason={check.data.reason} />;
  return <>{children}</>;
}
