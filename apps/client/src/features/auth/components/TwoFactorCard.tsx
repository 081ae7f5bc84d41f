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
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useAuth } from '@/auth/useAuth';
import { useTwoFactorSetup } from '../hooks/useTwoFactorSetup';
import { DisableTwoFactorDialog } from './DisableTwoFactorDialog';
import { RegenerateRecoveryCodesDialog } from './RegenerateRecoveryCodesDialog';
import { TwoFactorSetupDialog } from './TwoFactorSetupDialog';

/** Two-factor sign-in: on or off, set it up (QR code) or turn it off. */
export function TwoFactorCard({ user }: { user: User }) {
  const { store } = useAuth();
  const setup = useTwoFactorSetup();
  const [secret, setSecret] = useState<TwoFactorSetupResponse | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [regenerating, setRegenerating] = useState(false);
  const on = user.mfa_enabled;

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
            Two-factor authentication
            <Badge variant={on ? 'success' : 'secondary'} data-testid="two-factor-status">
              {on ? 'On' : 'Off'}
            </Badge>
          </h2>
        </CardTitle>
        <CardDescription>
          {on
            ? 'Signing in asks for a code from your authenticator app, or one of your recovery codes.'
            : 'Ask for a code from an authenticator app when you sign in, so a stolen password is not enough.'}
        </CardDescription>
        <CardAction>
          {on ? (
            <Button variant="outline" size="sm" onClick={() => setDisabling(true)}>
              <ShieldOff aria-hidden="true" />
              Turn off
            </Button>
          ) : (
            <Button size="sm" onClick={start} loading={setup.isPending}>
              <ShieldCheck aria-hidden="true" />
              Set up
            </Button>
          )}
        </CardAction>
      </CardHeader>
      {on ? (
        <CardContent className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">
            Lost your recovery codes, or used most of them? Make a new set; the old ones stop working.
          </p>
          <Button variant="outline" size="sm" onClick={() => setRegenerating(true)}>
            <KeyRound aria-hidden="true" />
            Regenerate recovery codes
          </Button>
        </CardContent>
      ) : null}
      <TwoFactorSetupDialog
        setup={secret}
        email={user.email}
        onOpenChange={(open) => !open && setSecret(null)}
        onEnabled={() => {
          void store.reloadUser().catch(() => undefined);
          toast({ variant: 'success', title: 'Two-factor authentication is on' });
        }}
      />
      <DisableTwoFactorDialog open={disabling} onOpenChange={setDisabling} />
      <RegenerateRecoveryCodesDialog open={regenerating} email={user.email} onOpenChange={setRegenerating} />
    </Card>
  );
}
