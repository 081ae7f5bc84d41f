import type { AdminUser, CreateRoleInput, InviteUserInput, Role, UpdateRoleInput } from '@atrium/schema';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { userAdminApi, userAdminKeys, type UserListParams } from './user-admin-api';
import { userDisplayName } from './user-display';

/** One page of the users list; the previous page stays on screen while the next loads. */
export function useUserList(params: UserListParams) {
  return useQuery({
    queryKey: userAdminKeys.userList(params),
    queryFn: ({ signal }) => userAdminApi.listUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** Every role with its user count (the role filter, the change-role dialog and the Roles tab). */
export function useRoles() {
  return useQuery({ queryKey: userAdminKeys.roles(), queryFn: userAdminApi.listRoles });
}

/** After any change: users lists and role counts are fetched again (one prefix). */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: userAdminKeys.all });
}

/**
 * The per-user actions. Success toasts say what happened; failures are toasted here too, with
 * the server's message (the last owner, disabling yourself…). The role change is a form, whose
 * dialog shows its failure inline instead.
 */
export function useUserActions() {
  const refresh = useRefresh();
  const { t } = useLingui();
  const changeRole = useMutation({
    mutationFn: ({ user, role }: { user: AdminUser; role: string; label: string }) =>
      userAdminApi.updateUser(user.id, { role }),
    onSuccess: (user, { label }) => {
      void refresh();
      const name = userDisplayName(user);
      toastSuccess(t`Role changed`, t`${name} is now ${label}. It applies from their next request.`);
    },
  });
  const setDisabled = useMutation({
    mutationFn: ({ user, disabled }: { user: AdminUser; disabled: boolean }) =>
      userAdminApi.updateUser(user.id, { is_disabled: disabled }),
    onSuccess: (user) => {
      void refresh();
      const name = userDisplayName(user);
      toastSuccess(
        user.is_disabled ? t`User disabled` : t`User enabled`,
        user.is_disabled
          ? t`${name} was signed out everywhere and cannot sign in.`
          : t`${name} can sign in again.`,
      );
    },
    onError: (error, { disabled }) =>
      toastFailure(disabled ? t`Could not disable the user` : t`Could not enable the user`, error),
  });
  const resetTwoFactor = useMutation({
    mutationFn: (user: AdminUser) => userAdminApi.resetTwoFactor(user.id),
    onSuccess: (user) => {
      void refresh();
      const name = userDisplayName(user);
      toastSuccess(t`Two-factor authentication reset`, t`${name} must set it up again.`);
    },
    onError: (error) => toastFailure(t`Could not reset two-factor authentication`, error),
  });
  const signOutAll = useMutation({
    mutationFn: (user: AdminUser) => userAdminApi.signOutAll(user.id),
    onSuccess: ({ revoked }, user) => {
      void refresh();
      const name = userDisplayName(user);
      toastSuccess(
        t`Signed out everywhere`,
        t`${plural(revoked, { one: '# session', other: '# sessions' })} of ${name} ended.`,
      );
    },
    onError: (error) => toastFailure(t`Could not sign the user out`, error),
  });
  const resendInvite = useMutation({
    mutationFn: (user: AdminUser) => userAdminApi.resendInvite(user.id),
    onSuccess: (user) => {
      void refresh();
      const email = user.email;
      toastSuccess(
        t`Invitation sent again`,
        t`A new link is on its way to ${email}; the earlier one no longer works.`,
      );
    },
    onError: (error) => toastFailure(t`Could not send the invitation again`, error),
  });
  const cancelInvite = useMutation({
    mutationFn: (user: AdminUser) => userAdminApi.cancelInvite(user.id),
    onSuccess: (_, user) => {
      void refresh();
      const email = user.email;
      toastSuccess(
        t`Invitation cancelled`,
        t`The account of ${email} was deleted and its link no longer works.`,
      );
    },
    onError: (error) => toastFailure(t`Could not cancel the invitation`, error),
  });
  return { changeRole, setDisabled, resetTwoFactor, signOutAll, resendInvite, cancelInvite };
}

/** Invites someone to a new account; the dialog shows a failure inline (a taken address under Email). */
export function useInviteUser() {
  const refresh = useRefresh();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (input: InviteUserInput) => userAdminApi.inviteUser(input),
    onSuccess: (user) => {
      void refresh();
      const email = user.email;
      toastSuccess(t`Invitation sent`, t`${email} gets a mail with a link to choose a password.`);
    },
  });
}

/** Creating, editing and deleting roles. Forms show their failures inline; deletion toasts too. */
export function useRoleWrites() {
  const refresh = useRefresh();
  const { t } = useLingui();
  const create = useMutation({
    mutationFn: (input: CreateRoleInput) => userAdminApi.createRole(input),
    onSuccess: (role) => {
      void refresh();
      toastSuccess(t`Role added`, `${role.label} (${role.name})`);
    },
  });
  const update = useMutation({
    mutationFn: ({ name, patch }: { name: string; patch: UpdateRoleInput }) =>
      userAdminApi.updateRole(name, patch),
    onSuccess: (role) => {
      void refresh();
      toastSuccess(t`Role saved`, role.label);
    },
  });
  const remove = useMutation({
    mutationFn: (role: Role) => userAdminApi.deleteRole(role.name),
    onSuccess: (_, role) => {
      void refresh();
      toastSuccess(t`Role deleted`, role.label);
    },
    onError: (error) => toastFailure(t`Could not delete the role`, error),
  });
  return { create, update, remove };
}
