import type { ApiKey, CreateApiKeyInput } from '@atrium/schema';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { apiKeyKeys, apiKeysApi } from './api-keys-api';

/** Every API key, newest first (revoked ones too). */
export function useApiKeys() {
  return useQuery({ queryKey: apiKeyKeys.list(), queryFn: ({ signal }) => apiKeysApi.list(signal) });
}

/**
 * Create and revoke. The create's failure is shown in its dialog (inline); a revoke's is toasted.
 * Both refresh the list.
 */
export function useApiKeyWrites() {
  const client = useQueryClient();
  const { t } = useLingui();
  const refresh = () => client.invalidateQueries({ queryKey: apiKeyKeys.all });
  const create = useMutation({
    mutationFn: (input: CreateApiKeyInput) => apiKeysApi.create(input),
    onSuccess: () => void refresh(),
  });
  const revoke = useMutation({
    mutationFn: (key: ApiKey) => apiKeysApi.revoke(key.id),
    onSuccess: (_void, key) => {
      const name = key.name;
      toastSuccess(t`API key revoked`, t`${name} no longer works.`);
      void refresh();
    },
    onError: (error) => toastFailure(t`Could not revoke the API key`, error),
  });
  return { create, revoke };
}
