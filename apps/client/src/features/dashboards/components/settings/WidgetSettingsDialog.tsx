import { WIDGET_TYPES, type DashboardWidget, type WidgetConfig } from '@atrium/schema';
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
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { WidgetFrame } from '../WidgetFrame';
import { rowsHeight } from '../WidgetGrid';
import { ChartSettingsForm } from './ChartSettingsForm';
import { LinksSettingsForm } from './LinksSettingsForm';
import { StatSettingsForm } from './StatSettingsForm';
import { ListSettingsForm, MarkdownSettingsForm } from './TextSettingsForms';

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
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const requestClose = () => (dirty ? setConfirmDiscard(true) : onClose());
  const label = WIDGET_TYPES[widget.type].label;
  const common = { formId, onPreview: setPreview, onDirtyChange: setDirty, onApply };

  return (
    <>
      <Dialog open onOpenChange={(open) => (open ? undefined : requestClose())}>
        <DialogContent className="max-w-3xl" data-testid="widget-settings">
          <DialogHeader>
            <DialogTitle>{label} widget settings</DialogTitle>
            <DialogDescription>
              Apply shows the changes on the grid; save the layout to keep them.
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
              aria-label="Preview"
              className="flex min-w-0 flex-col gap-2 md:sticky md:top-0 md:self-start"
            >
              <p className="text-sm font-medium">Preview</p>
              <div style={{ height: Math.min(rowsHeight(widget.h), 300) }}>
                <WidgetFrame widget={{ ...widget, config: preview } as DashboardWidget} preview />
              </div>
            </aside>
          </div>
          <DialogFooter className="sm:justify-between">
            <Button
              type="button"
              variant="ghost"
              className="text-destructive hover:text-destructive"
              onClick={onRemove}
            >
              <Trash2 aria-hidden="true" />
              Remove widget
            </Button>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button type="button" variant="outline" onClick={requestClose}>
                Cancel
              </Button>
              <Button type="submit" form={formId}>
                Apply
              </Button>
            </div>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title="Discard your changes?"
        description={`Your changes to this ${label.toLowerCase()} widget are not applied yet; they will be lost.`}
        confirmLabel="Discard changes"
        onConfirm={() => {
          setConfirmDiscard(false);
          onClose();
        }}
      />
    </>
  );
}
