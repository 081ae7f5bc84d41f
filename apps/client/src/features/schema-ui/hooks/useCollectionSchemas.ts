import type { SchemaEntry } from '@atrium/schema';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { schemasQuery } from '../api/collection-queries';
import { localizeEntries } from '../utils/localize-collection';

/**
 * The collections the signed-in user may read (GET /schemas), their texts in the reader's
 * language. `stored: true` gives the schemas as stored (untranslated): what an editor changes.
 */
export function useCollectionSchemas({ stored = false }: { stored?: boolean } = {}) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const select = useCallback(
    (entries: SchemaEntry[]) => (stored ? entries : localizeEntries(entries, locale)),
    [stored, locale],
  );
  return useQuery({ ...schemasQuery(), select });
}
