import type { ApiKey, CreateApiKeyInput } from '@atrium/schema';
import { useLingui } from '@lingui/react/macro';
import type { DataTablePage } from '@atrium/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { apiKeyKeys, apiKeysApi } from './api-keys-api';

/** One page of API keys, newest first (revoked ones too); the previous page stays while the next loads. */
export function useApiKeys(page: DataTablePage) {
  return useQuery({
    queryKey: apiKeyKeys.list(page),
    queryFn: ({ signal }) => apiKeysApi.list(page, signal),
    placeholderData: keepPreviousData,
  });
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
