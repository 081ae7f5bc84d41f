import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditApi, auditKeys, type AuditListParams } from './audit-api';

/** One page of the audit log; the previous page stays on screen while the next loads. */
export function useAuditLog(params: AuditListParams) {
  return useQuery({
    queryKey: auditKeys.list(params),
    queryFn: ({ signal }) => auditApi.list(params, signal),
    placeholderData: keepPreviousData,
  });
}
