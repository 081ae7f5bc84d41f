import type { HubModule } from '@atrium/schema';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Skeleton,
} from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, FileText } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { MarkdownView } from './MarkdownView';
import { ModuleTypeIcon } from './ModuleTypeIcon';
import { MODULE_TYPE_DESCRIPTIONS, MODULE_TYPE_LABELS } from '../utils/module-type-labels';

const str = (v: unknown, fallback = '—') =>
  typeof v === 'string' && v ? v : typeof v === 'number' ? String(v) : fallback;

// The Database view brings the DataTable and the record panel: its own chunk, loaded on use.
const DatabaseModuleView = lazy(() =>
  import('./DatabaseModuleView').then((m) => ({ default: m.DatabaseModuleView })),
);

// The form renderer brings react-hook-form and the shared validator: its own chunk, loaded on use.
const FormModuleView = lazy(() =>
  import('./form/FormModuleView').then((m) => ({ default: m.FormModuleView })),
);

/**
 * Renders a module by its type: markdown as text, a link as a card, a Database module as its
 * collection's rows, a form as its published form to fill in. `editAction` (the edit-module control, for
 * those who may edit) is offered where the module needs setting up.
 */
export function ModuleContent({
  module,
  editAction,
  readOnly = false,
  zoneId,
}: {
  module: HubModule;
  editAction?: ReactNode;
  /** The module's zone (new records of a Database module start in it). */
  zoneId?: string;
  /** The zone's content may not be changed by the caller (a viewer, or an archived zone). */
  readOnly?: boolean;
}) {
  const config = module.config;
  const { t } = useLingui();
  switch (module.type) {
    case 'markdown': {
      const content = str(config.content, '');
      return content ? (
        <Card>
          <CardContent className="py-2">
            <MarkdownView source={content} />
          </CardContent>
        </Card>
      ) : (
        <EmptyState
          icon={<FileText />}
          title={t`This page is empty`}
          description={t`Editors can write its content in Markdown.`}
        />
      );
    }
    case 'link': {
      const url = str(config.url, '');
      const safe = /^https?:\/\//i.test(url) ? url : null;
      return (
        <ConfigCard
          module={module}
          rows={[
            [t`URL`, url],
            [t`Opens in`, config.open_in_new_tab === false ? t`this tab` : t`a new tab`],
          ]}
        >
          {safe ? (
            <Button asChild className="justify-self-start">
              <a
                href={safe}
                target={config.open_in_new_tab === false ? undefined : '_blank'}
                rel="noreferrer noopener"
              >
                <Trans>Open link</Trans>
                <ExternalLink aria-hidden="true" />
              </a>
            </Button>
          ) : null}
        </ConfigCard>
      );
    }
    case 'collection':
      return (
        <Suspense fallback={<Skeleton className="h-72 w-full" aria-label={t`Loading the collection`} />}>
          <DatabaseModuleView module={module} editAction={editAction} readOnly={readOnly} zoneId={zoneId} />
        </Suspense>
      );
    case 'form':
      return (
        <Suspense fallback={<Skeleton className="h-72 w-full" aria-label={t`Loading the form`} />}>
          <FormModuleView module={module} editAction={editAction} />
        </Suspense>
      );
  }
}

function ConfigCard({
  module,
  rows,
  children,
}: {
  module: HubModule;
  rows: [string, string][];
  children?: React.ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ModuleTypeIcon type={module.type} className="size-4 text-primary" />
          {t(MODULE_TYPE_LABELS[module.type])}
        </CardTitle>
        <CardDescription>{t(MODULE_TYPE_DESCRIPTIONS[module.type])}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          {rows.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-muted-foreground">{k}</dt>
              <dd className="min-w-0 font-medium break-words">{v}</dd>
            </div>
          ))}
        </dl>
        {children}
      </CardContent>
    </Card>
  );
}
