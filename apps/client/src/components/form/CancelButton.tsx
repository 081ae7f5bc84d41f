import { Button } from '@atrium/ui';
import { Trans } from '@lingui/react/macro';
import type { MouseEvent } from 'react';

/** Pressing the button leaves the focus where it is (the click still lands). */
const keepFocus = (e: MouseEvent) => e.preventDefault();

/**
 * A form's Cancel. Pressing it does not take the focus from the field being typed in: the forms
 * check a field when it loses the focus (mode 'onTouched'), and the message that would appear
 * under it moves this button down between press and release, so the first click would miss.
 */
export function CancelButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <Button type="button" variant="outline" onMouseDown={keepFocus} onClick={onClick} disabled={disabled}>
      <Trans>Cancel</Trans>
    </Button>
  );
}
