import { cn } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useWatch, type FieldValues } from 'react-hook-form';
import { TextareaField, type TextareaFieldProps } from '@/components/form/FormFields';
import { MarkdownView } from './MarkdownView';

/**
 * Markdown typed into a textarea, with "Write" and "Preview" beside the label: the preview renders
 * the text as the page will (MarkdownView: sanitised, never HTML) in the textarea's place. Used by
 * the Markdown module's content and by collection fields with `widget: markdown`.
 */
export function MarkdownField<T extends FieldValues, TT = T>(props: TextareaFieldProps<T, TT>) {
  const { t } = useLingui();
  const [previewing, setPreviewing] = useState(false);
  const value = useWatch({ control: props.form.control, name: props.name }) as unknown;
  const source = typeof value === 'string' ? value : '';
  const mode = (on: boolean, label: string) => (
    <button
      type="button"
      aria-pressed={previewing === on}
      onClick={() => setPreviewing(on)}
      className={cn(
        'rounded px-2 py-0.5 text-xs font-medium text-muted-foreground transition-colors',
        'hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        previewing === on && 'bg-background text-foreground shadow-sm',
      )}
    >
      {label}
    </button>
  );
  const minHeight = `${(props.rows ?? 4) * 1.5 + 1}rem`;
  return (
    <TextareaField
      {...props}
      labelAside={
        <div role="group" aria-label={t`Markdown view`} className="flex gap-0.5 rounded-md bg-muted p-0.5">
          {mode(false, t`Write`)}
          {mode(true, t`Preview`)}
        </div>
      }
      preview={
        previewing ? (
          <div
            data-testid="markdown-preview"
            className="overflow-auto rounded-md border bg-background px-3 py-2"
            style={{ minHeight }}
          >
            {source.trim() ? (
              <MarkdownView source={source} />
            ) : (
              <p className="text-sm text-muted-foreground">
                <Trans>Nothing to preview yet.</Trans>
              </p>
            )}
          </div>
        ) : undefined
      }
    />
  );
}
