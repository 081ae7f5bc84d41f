import { Alert, AlertDescription, AlertTitle, Button, DialogFooter } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, TriangleAlert } from 'lucide-react';
import { downloadText, recoveryCodesText } from '../utils/recovery-codes';
import { CopyButton } from './CopyButton';

/** The 10 recovery codes, shown once: copy or download them. */
export function RecoveryCodes({ codes, email }: { codes: readonly string[]; email: string }) {
  const { t, i18n } = useLingui();
  const text = recoveryCodesText(i18n, codes, email);
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="warning">
        <TriangleAlert aria-hidden="true" />
        <AlertTitle>
          <Trans>Save these codes now</Trans>
        </AlertTitle>
        <AlertDescription>
          <p>
            <Trans>
              They will not be shown again. Each one signs you in once if you lose your authenticator app.
            </Trans>
          </p>
        </AlertDescription>
      </Alert>
      <ol
        aria-label={t`Recovery codes`}
        data-testid="recovery-codes"
        className="grid grid-cols-1 gap-x-6 gap-y-1.5 rounded-lg border bg-muted/50 p-4 font-mono text-sm tabular-nums min-[400px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={codes.join('\n')} label={t`Copy codes`} />
        <Button variant="outline" size="sm" onClick={() => downloadText('atrium-recovery-codes.txt', text)}>
          <Download aria-hidden="true" />
          <Trans>Download</Trans>
        </Button>
      </div>
    </div>
  );
}

/** The footer of a dialog showing the codes: its only way out, once they are saved. */
export function SavedCodesFooter({ onDone }: { onDone: () => void }) {
  return (
    <DialogFooter>
      <Button onClick={onDone}>
        <Trans>I have saved my codes</Trans>
      </Button>
    </DialogFooter>
  );
}
