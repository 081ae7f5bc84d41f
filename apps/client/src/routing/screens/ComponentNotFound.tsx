import { COMPONENT_NOT_FOUND_NOTE } from '@atrium/schema';
import { useLingui } from '@lingui/react/macro';
import { PackageX } from 'lucide-react';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { DetailList, StatusScreen } from './StatusScreen';

export interface ComponentNotFoundProps {
  path: string;
  componentName: string;
}

/** A route names a component the registry does not have (or one that exports nothing usable). */
export function ComponentNotFound({ path, componentName }: ComponentNotFoundProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Component Not Found · Atrium`);
  return (
    <StatusScreen
      role="alert"
      data-testid="component-not-found"
      tone="destructive"
      icon={<PackageX />}
      title={t`Component Not Found`}
      description={<p>{COMPONENT_NOT_FOUND_NOTE}</p>}
    >
      <DetailList
        items={[
          { label: t`Route path`, value: path },
          { label: t`Component`, value: componentName },
        ]}
      />
    </StatusScreen>
  );
}
