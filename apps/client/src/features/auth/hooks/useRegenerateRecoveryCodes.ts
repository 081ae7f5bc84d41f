import type { RegenerateRecoveryCodes } from '@atrium/schema';
import { useMutation } from '@tanstack/react-query';
import { accountApi } from '../api/account-api';

/**
 * POST /auth/regenerate-recovery-codes with the password or a current code: 10 new recovery
 * codes, shown once; the old ones stop working. Failures are shown by the dialog's form.
 */
export function useRegenerateRecoveryCodes() {
  return useMutation({
    mutationFn: (proof: RegenerateRecoveryCodes) => accountApi.regenerateRecoveryCodes(proof),
  });
}
