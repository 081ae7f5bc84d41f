import { buttonVariants, cn, Label } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Upload } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/**
 * A labelled file input that speaks the app's language: the browser's own button says "Choose
 * File" in the browser's language, so the input is visually hidden and a button-styled label of
 * ours opens it, with the chosen file's name beside it.
 */
export function FileField({
  label,
  accept,
  fileName,
  onFile,
  testId,
}: {
  label: ReactNode;
  accept: string;
  fileName: string | null;
  onFile: (file: File | undefined) => void;
  testId: string;
}) {
  const id = useId();
  const { t } = useLingui();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex min-w-0 items-center gap-3">
        <input
          id={id}
          type="file"
          accept={accept}
          className="peer sr-only"
          onChange={(e) => onFile(e.target.files?.[0])}
        />
        <label
          htmlFor={id}
          className={cn(
            buttonVariants({ variant: 'outline', size: 'sm' }),
            'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring',
          )}
        >
          <Upload aria-hidden="true" />
          <Trans>Choose a file</Trans>
        </label>
        <span className="min-w-0 truncate text-sm text-muted-foreground" data-testid={testId}>
          {fileName ?? t`No file chosen`}
        </span>
      </div>
    </div>
  );
}
