import { mayGrantRole, mayManageUser, type AdminUser, type Role } from '@atrium/schema';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Ellipsis } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { useUserActions } from './use-user-admin';
import { userDisplayName } from './user-display';
import { useRoleText } from '../../../lib/role-text';

type Confirming = 'disable' | 'enable' | 'reset-2fa' | 'signout-all' | 'cancel-invite' | null;

/**
 * A user's menu in the admin list: change role, disable or enable, reset 2FA, sign out
 * everywhere; for an invitation nobody accepted yet, resend or cancel it instead. Only what the admin may do is offered (the server refuses the rest with a 403,
 * which would also end the admin's own session in this client): nothing on users ranked above
 * them, no role above their own, and never disabling themselves.
 */
export function UserActions({
  user,
  me,
  roles,
}: {
  user: AdminUser;
  /** The signed-in admin. */
  me: { id: string; role: string };
  roles: readonly Role[] | undefined;
}) {
  const actions = useUserActions();
  const { t } = useLingui();
  const roleText = useRoleText();
  const [changingRole, setChangingRole] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const name = userDisplayName(user);
  const manageable = mayManageUser(me.role, user.role);
  const grantable = (roles ?? []).filter((r) => mayGrantRole(me.role, r.name));
  const self = user.id === me.id;
  const close = () => setConfirming(null);
  const role = user.role;

  if (!manageable) {
    return (
      <span
        className="px-2 text-xs text-muted-foreground"
        title={t`Only a ${role} or above can change this user`}
      >
        —
      </span>
    );
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t`Actions for ${name}`}>
            <Ellipsis aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem disabled={roles === undefined} onSelect={() => setChangingRole(true)}>
            <Trans>Change role…</Trans>
          </DropdownMenuItem>
          {user.is_disabled ? (
            <DropdownMenuItem onSelect={() => setConfirming('enable')}>
              <Trans>Enable…</Trans>
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem disabled={self} onSelect={() => setConfirming('disable')}>
              {self ? t`Disable (not yourself)` : t`Disable…`}
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          {user.invited ? (
            <>
              <DropdownMenuItem
                disabled={user.is_disabled || actions.resendInvite.isPending}
                onSelect={() => actions.resendInvite.mutate(user)}
              >
                <Trans>Resend invitation</Trans>
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setConfirming('cancel-invite')}>
                <Trans>Cancel invitation…</Trans>
              </DropdownMenuItem>
            </>
          ) : (
            <>
              {/* With 2FA off there is nothing to reset (the server answers 409): shown, not offered. */}
              <DropdownMenuItem disabled={!user.mfa_enabled} onSelect={() => setConfirming('reset-2fa')}>
                {user.mfa_enabled ? t`Reset 2FA…` : t`Reset 2FA (2FA is off)`}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setConfirming('signout-all')}>
                <Trans>Sign out all sessions…</Trans>
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>

      {changingRole ? (
        <ChangeRoleDialog
          user={user}
          roles={grantable}
          open={changingRole}
          onOpenChange={setChangingRole}
          submit={(role) =>
            actions.changeRole.mutateAsync({
              user,
              role,
              label: roleText.label(roles?.find((r) => r.name === role) ?? { name: role }),
            })
          }
        />
      ) : null}

      <ConfirmDialog
        open={confirming === 'disable'}
        onOpenChange={(open) => !open && close()}
        title={t`Disable ${name}?`}
        description={
          <>
            <p>
              <Trans>
                They are signed out on every device at once and cannot sign in until an admin enables them.
              </Trans>
            </p>
            <p>
              <Trans>Their data, zones and role stay as they are.</Trans>
            </p>
          </>
        }
        confirmLabel={t`Disable user`}
        pending={actions.setDisabled.isPending}
        onConfirm={() => actions.setDisabled.mutate({ user, disabled: true }, { onSuccess: close })}
      />
      <ConfirmDialog
        open={confirming === 'enable'}
        onOpenChange={(open) => !open && close()}
        title={t`Enable ${name}?`}
        description={
          <p>
            <Trans>
              They can sign in again with their password. Sessions ended when they were disabled stay ended.
            </Trans>
          </p>
        }
        confirmLabel={t`Enable user`}
        pending={actions.setDisabled.isPending}
        onConfirm={() => actions.setDisabled.mutate({ user, disabled: false }, { onSuccess: close })}
      />
      <ConfirmDialog
        open={confirming === 'cancel-invite'}
        onOpenChange={(open) => !open && close()}
        title={t`Cancel the invitation of ${name}?`}
        description={
          <p>
            <Trans>
              Their account is deleted and the link in their mail stops working. You can invite the address
              again later.
            </Trans>
          </p>
        }
        confirmLabel={t`Cancel invitation`}
        pending={actions.cancelInvite.isPending}
        onConfirm={() => actions.cancelInvite.mutate(user, { onSuccess: close })}
      />
      <ConfirmDialog
        open={confirming === 'reset-2fa'}
        onOpenChange={(open) => !open && close()}
        title={t`Reset two-factor authentication for ${name}?`}
        description={
          <>
            <p>
              <Trans>
                Their authenticator and recovery codes stop working. They sign in with their password alone
                and must set two-factor authentication up again.
              </Trans>
            </p>
            <p>
              <Trans>
                They are told by mail. Use this when they lost their authenticator and recovery codes.
              </Trans>
            </p>
          </>
        }
        confirmLabel={t`Reset 2FA`}
        pending={actions.resetTwoFactor.isPending}
        onConfirm={() => actions.resetTwoFactor.mutate(user, { onSuccess: close })}
      />
      <ConfirmDialog
        open={confirming === 'signout-all'}
        onOpenChange={(open) => !open && close()}
        title={t`Sign ${name} out everywhere?`}
        description={
          <p>
            {self ? (
              <Trans>
                Every session on every device ends at once, this one included. They can sign in again with
                their password.
              </Trans>
            ) : (
              <Trans>
                Every session on every device ends at once. They can sign in again with their password.
              </Trans>
            )}
          </p>
        }
        confirmLabel={t`Sign out all sessions`}
        pending={actions.signOutAll.isPending}
        onConfirm={() => actions.signOutAll.mutate(user, { onSuccess: close })}
      />
    </>
  );
}
