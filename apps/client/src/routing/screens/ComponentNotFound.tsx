import { COMPONENT_NOT_FOUND_NOTE } from '@atrium/schema';
import { Button } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, PackageX } from 'lucide-react';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { DetailList, StatusScreen } from './StatusScreen';

export interface ComponentNotFoundProps {
  path: string;
  componentName: string;
}

/**
 * A route names a component the registry does not have (or one that exports nothing usable). It
 * may render without a layout, so it offers the way home the not-found page offers.
 */
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
      actions={
        <Button asChild variant="outline">
          {/* A plain link, reloading the app: this screen may stand where the page tree broke. */}
          <a href="/">
            <ArrowLeft aria-hidden="true" />
            <Trans>Back to home</Trans>
          </a>
        </Button>
      }
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
