import type { TwoFactorSetupResponse, User } from '@atrium/schema';
import {
  Badge,
  Button,
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  toast,
} from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useRef, useState } from 'react';
import { useAuth } from '@/auth/useAuth';
import { useTwoFactorSetup } from '../hooks/useTwoFactorSetup';
import { DisableTwoFactorDialog } from './DisableTwoFactorDialog';
import { RegenerateRecoveryCodesDialog } from './RegenerateRecoveryCodesDialog';
import { TwoFactorSetupDialog } from './TwoFactorSetupDialog';

/** Two-factor sign-in: on or off, set it up (QR code) or turn it off. */
export function TwoFactorCard({ user }: { user: User }) {
  const { store } = useAuth();
  const { t } = useLingui();
  const setup = useTwoFactorSetup();
  const [secret, setSecret] = useState<TwoFactorSetupResponse | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [regenerating, setRegenerating] = useState(false);
  const on = user.mfa_enabled;
  // The card's action (Set up, or Turn off once 2FA is on): focus comes back to it from setup.
  const actionRef = useRef<HTMLDivElement>(null);

  const start = () =>
    setup.mutate(undefined, {
      onSuccess: setSecret,
      onError: (error) => toast({ variant: 'destructive', title: error.message }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <Trans>Two-factor authentication</Trans>
            <Badge variant={on ? 'success' : 'secondary'} data-testid="two-factor-status">
              {on ? <Trans>On</Trans> : <Trans>Off</Trans>}
            </Badge>
          </h2>
        </CardTitle>
        <CardDescription>
          {on
            ? t`Signing in asks for a code from your authenticator app, or one of your recovery codes.`
            : t`Ask for a code from an authenticator app when you sign in, so a stolen password is not enough.`}
        </CardDescription>
        <CardAction ref={actionRef}>
          {on ? (
            <Button variant="outline" size="sm" onClick={() => setDisabling(true)}>
              <ShieldOff aria-hidden="true" />
              <Trans>Turn off</Trans>
            </Button>
          ) : (
            <Button size="sm" onClick={start} loading={setup.isPending}>
              <ShieldCheck aria-hidden="true" />
              <Trans>Set up</Trans>
            </Button>
          )}
        </CardAction>
      </CardHeader>
      {on ? (
        <CardContent className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">
            <Trans>
              Lost your recovery codes, or used most of them? Make a new set; the old ones stop working.
            </Trans>
          </p>
          <Button variant="outline" size="sm" onClick={() => setRegenerating(true)}>
            <KeyRound aria-hidden="true" />
            <Trans>Regenerate recovery codes</Trans>
          </Button>
        </CardContent>
      ) : null}
      <TwoFactorSetupDialog
        setup={secret}
        email={user.email}
        onOpenChange={(open) => !open && setSecret(null)}
        returnFocus={() => actionRef.current?.querySelector('button') ?? null}
        onEnabled={() => {
          void store.reloadUser().catch(() => undefined);
          toast({ variant: 'success', title: t`Two-factor authentication is on` });
        }}
      />
      <DisableTwoFactorDialog email={user.email} open={disabling} onOpenChange={setDisabling} />
      <RegenerateRecoveryCodesDialog open={regenerating} email={user.email} onOpenChange={setRegenerating} />
    </Card>
  );
}
