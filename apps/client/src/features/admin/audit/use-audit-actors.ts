import { useQuery } from '@tanstack/react-query';
import { auditApi, auditKeys } from './audit-api';

/** The platform admins, for the actor filter (their roles' lists, at most 100 each). */
export function useAuditActors() {
  return useQuery({ queryKey: auditKeys.actors(), queryFn: ({ signal }) => auditApi.admins(signal) });
}
