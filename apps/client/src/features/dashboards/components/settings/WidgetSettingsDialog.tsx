import { Trans, useLingui } from '@lingui/react/macro';
import type { DashboardWidget, WidgetConfig } from '@atrium/schema';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@atrium/ui';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useDiscardGuard } from '@/components/ConfirmDialog';
import { WidgetFrame } from '../WidgetFrame';
import { rowsHeight } from '../WidgetGrid';
import { widgetTypeLabel } from '../../utils/widget-labels';
import { ChartSettingsForm } from './ChartSettingsForm';
import { LinksSettingsForm } from './LinksSettingsForm';
import { StatSettingsForm } from './StatSettingsForm';
import { ListSettingsForm, MarkdownSettingsForm } from './TextSettingsForms';
import { CancelButton } from '@/components/form/CancelButton';

export interface WidgetSettingsDialogProps {
  widget: DashboardWidget;
  /** The new config, valid for the widget's type: the designer puts it in the draft layout. */
  onApply: (config: WidgetConfig) => void;
  onRemove: () => void;
  onClose: () => void;
}

/**
 * A widget's settings: the form of its type beside a live preview. Apply puts the settings on
 * the grid (saved with the layout); closing with changes not applied asks first.
 */
export function WidgetSettingsDialog({ widget, onApply, onRemove, onClose }: WidgetSettingsDialogProps) {
  const formId = useId();
  const [preview, setPreview] = useState<WidgetConfig>(widget.config);
  const [dirty, setDirty] = useState(false);
  const { t, i18n } = useLingui();
  const label = widgetTypeLabel(i18n, widget.type);
  // Lower case inside the English sentence only: German nouns keep their capital.
  const kind = i18n.locale.startsWith('en') ? label.toLowerCase() : label;
  const { requestClose, prompt } = useDiscardGuard({
    dirty,
    close: onClose,
    title: t`Discard your changes?`,
    description: t`Your changes to this ${kind} widget are not applied yet; they will be lost.`,
    confirmLabel: t`Discard changes`,
  });
  const common = { formId, onPreview: setPreview, onDirtyChange: setDirty, onApply };

  return (
    <>
      <Dialog open onOpenChange={(open) => (open ? undefined : requestClose())}>
        {/* Its buttons in the dialog's footer: on a phone the form and preview are taller than the
            screen, and Apply was scrolled out of sight below them. Only the body scrolls now. */}
        <DialogContent
          className="max-w-3xl"
          data-testid="widget-settings"
          footer={
            <DialogFooter className="flex-row flex-wrap items-center justify-between">
              <Button
                type="button"
                variant="ghost"
                className="text-destructive hover:text-destructive"
                onClick={onRemove}
              >
                <Trash2 aria-hidden="true" />
                <Trans>Remove widget</Trans>
              </Button>
              <div className="ml-auto flex gap-2">
                <CancelButton onClick={requestClose} />
                <Button type="submit" form={formId}>
                  <Trans>Apply</Trans>
                </Button>
              </div>
            </DialogFooter>
          }
        >
          <DialogHeader>
            <DialogTitle>
              <Trans>{label} widget settings</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>Apply shows the changes on the grid; save the layout to keep them.</Trans>
            </DialogDescription>
          </DialogHeader>
          <div className="grid min-w-0 gap-6 md:grid-cols-[minmax(0,1fr)_15rem]">
            <div className="min-w-0">
              {widget.type === 'stat' ? (
                <StatSettingsForm {...common} config={widget.config} />
              ) : widget.type === 'chart' ? (
                <ChartSettingsForm {...common} config={widget.config} />
              ) : widget.type === 'list' ? (
                <ListSettingsForm {...common} config={widget.config} />
              ) : widget.type === 'markdown' ? (
                <MarkdownSettingsForm {...common} config={widget.config} />
              ) : (
                <LinksSettingsForm {...common} config={widget.config} />
              )}
            </div>
            <aside
              aria-label={t`Preview`}
              className="flex min-w-0 flex-col gap-2 md:sticky md:top-0 md:self-start"
            >
              <p className="text-sm font-medium">
                <Trans>Preview</Trans>
              </p>
              <div style={{ height: Math.min(rowsHeight(widget.h), 300) }}>
                <WidgetFrame widget={{ ...widget, config: preview } as DashboardWidget} preview />
              </div>
            </aside>
          </div>
        </DialogContent>
      </Dialog>
      {prompt}
    </>
  );
}
