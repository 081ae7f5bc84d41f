import { Skeleton } from '@atrium/ui';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/**
 * A QR code for `value` (the otpauth:// URL), drawn as SVG by the `qrcode` package, which is
 * loaded only when a QR code is shown. Dark on white whatever the theme, so every camera reads it.
 */
export function QrCode({ value, label, size = 192 }: { value: string; label: string; size?: number }) {
  const [src, setSrc] = useState<{ value: string; uri: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qrcode) =>
        qrcode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', width: size }),
      )
      .then(
        (svg) =>
          live && setSrc({ value, uri: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }),
      )
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [value, size]);
  if (failed) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>The QR code could not be drawn: type the setup key into your app.</Trans>
      </p>
    );
  }
  return (
    <div className="rounded-lg border bg-white p-2" style={{ width: size + 18, height: size + 18 }}>
      {src?.value === value ? (
        <img src={src.uri} alt={label} width={size} height={size} data-testid="two-factor-qr" />
      ) : (
        <Skeleton className="size-full" />
      )}
    </div>
  );
}
