import { memberAddSchema, ZONE_ROLES, type ZoneMember, type ZoneRole } from '@atrium/schema';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  cn,
  EmptyState,
  NativeSelect,
  Skeleton,
} from '@atrium/ui';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Archive, MailWarning, Trash2, Users } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useContext, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthContext } from '@/auth/auth-context';
import { useAuthSource } from '@/auth/useAuthSource';
import { FormAlert } from '@/components/form/FormAlert';
import { useAddZoneMember } from '../hooks/useAddZoneMember';
import { useChangeMemberRole } from '../hooks/useChangeMemberRole';
import { useRemoveZoneMember } from '../hooks/useRemoveZoneMember';
import { useZoneMembers } from '../hooks/useZoneMembers';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useEntityFormSubmit } from '@/components/form/entity-form';
import { SelectField, TextField } from '@/components/form/FormFields';
import { QueryErrorCard } from '@/components/QueryErrorCard';
import { PendingInvitations } from '@/features/invitations/components/PendingInvitations';
import { zoneRoleLabel } from '../utils/role-labels';

/**
 * The zone's members with their roles; owners and admins invite, re-role and remove them. An
 * archived zone sends no invitations (the server answers 409): its owners and admins get a note
 * in place of the invite form, and still change roles, remove members and revoke invitations.
 */
export function MembersPanel({
  zoneId,
  canManage,
  archived = false,
}: {
  zoneId: string;
  canManage: boolean;
  archived?: boolean;
}) {
  const members = useZoneMembers(zoneId);
  const { t } = useLingui();
  return (
    <div className="grid gap-4">
      {canManage && archived ? <ArchivedNoInvites /> : null}
      {canManage && !archived ? <AddMemberForm zoneId={zoneId} /> : null}
      {canManage ? <PendingInvitations zoneId={zoneId} archived={archived} /> : null}
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Members</Trans>
          </CardTitle>
          <CardDescription>
            {members.data ? (
              <Plural value={members.data.length} one="# member" other="# members" />
            ) : (
              <Trans>People in this zone and their roles.</Trans>
            )}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {members.isPending ? (
            <div className="grid gap-2" role="status" aria-busy="true" aria-label={t`Loading members`}>
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
          ) : members.isError ? (
            <QueryErrorCard
              title={t`Could not load the members`}
              error={members.error}
              onRetry={() => void members.refetch()}
            />
          ) : members.data.length === 0 ? (
            <EmptyState icon={<Users />} title={t`No members`} description={t`Invite people by email.`} />
          ) : (
            <ul className="divide-y" aria-label={t`Zone members`}>
              {members.data.map((m) => (
                <MemberRow key={m.user_id} zoneId={zoneId} member={m} canManage={canManage} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function displayName(m: ZoneMember): string {
  const name = [m.profile.first_name, m.profile.last_name].filter(Boolean).join(' ');
  return name || m.email;
}

function MemberRow({
  zoneId,
  member,
  canManage,
}: {
  zoneId: string;
  member: ZoneMember;
  canManage: boolean;
}) {
  const { user } = useAuthSource();
  const change = useChangeMemberRole(zoneId);
  const remove = useRemoveZoneMember(zoneId);
  const [confirm, setConfirm] = useState(false);
  const { t, i18n } = useLingui();
  const self = user?.id === member.user_id;
  const email = member.email;
  const name = displayName(member);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-testid="member-row">
      {/* Name and email wrap rather than being cut off; on a phone the role picker goes below them. */}
      <div className={cn('min-w-0 flex-1', canManage && 'basis-full sm:basis-auto')}>
        <p className="break-words text-sm font-medium">
          {displayName(member)}{' '}
          {self ? (
            <span className="text-muted-foreground">
              <Trans>(you)</Trans>
            </span>
          ) : null}
        </p>
        <p className="break-all text-xs text-muted-foreground">{member.email}</p>
      </div>
      {canManage ? (
        <NativeSelect
          aria-label={t`Role of ${email}`}
          className="w-32"
          value={member.role}
          disabled={change.isPending}
          onChange={(e) => change.mutate({ userId: member.user_id, role: e.target.value as ZoneRole })}
        >
          {ZONE_ROLES.map((r) => (
            <option key={r} value={r}>
              {zoneRoleLabel(i18n, r)}
            </option>
          ))}
        </NativeSelect>
      ) : (
        <Badge variant="secondary">{zoneRoleLabel(i18n, member.role)}</Badge>
      )}
      {canManage || self ? (
        <>
          <Button
            size="icon"
            variant="ghost"
            aria-label={self ? t`Leave this zone` : t`Remove ${email}`}
            onClick={() => setConfirm(true)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
          <ConfirmDialog
            open={confirm}
            onOpenChange={setConfirm}
            title={self ? t`Leave this zone?` : t`Remove ${email}?`}
            description={
              <p>
                {self ? (
                  <Trans>
                    You will lose access to every hub, module and dashboard of this zone. They can be added
                    again later.
                  </Trans>
                ) : (
                  <Trans>
                    {name} will lose access to every hub, module and dashboard of this zone. They can be added
                    again later.
                  </Trans>
                )}
              </p>
            }
            confirmLabel={self ? t`Leave zone` : t`Remove member`}
            pending={remove.isPending}
            onConfirm={() => remove.mutate(member.user_id, { onSettled: () => setConfirm(false) })}
          />
        </>
      ) : null}
    </li>
  );
}

function ArchivedNoInvites() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Invite by email</Trans>
        </CardTitle>
        <CardDescription data-testid="invite-archived-zone" className="flex items-start gap-2">
          <Archive aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <Trans>This zone is archived: restore it before inviting people</Trans>
          </span>
        </CardDescription>
      </CardHeader>
    </Card>
  );
}

function AddMemberForm({ zoneId }: { zoneId: string }) {
  // The server refuses invitations from an unproven address (403); say so before anyone types.
  const user = useContext(AuthContext)?.user; // optional: rendered without accounts, no note
  const unverified = !!user && !user.email_verified;
  const add = useAddZoneMember(zoneId, { inlineErrors: true });
  const { t, i18n } = useLingui();
  const roleOptions = ZONE_ROLES.map((r) => ({ value: r, label: zoneRoleLabel(i18n, r) }));
  const form = useForm({
    resolver: zodResolver(memberAddSchema),
    mode: 'onTouched',
    defaultValues: { email: '', role: 'member' as ZoneRole },
  });
  const { onSubmit, problem } = useEntityFormSubmit(form, {
    submit: add.mutateAsync,
    onDone: () => form.reset({ email: '', role: form.getValues('role') }),
    failure: t`Could not send the invitation`,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Invite by email</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            They get a mail with a link; people without an Atrium account create one through it. They join
            with the role once they accept.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {unverified ? (
          <p
            role="note"
            data-testid="invite-needs-verified-email"
            className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm"
          >
            <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
            <span>
              <Trans>
                Verify your email to invite people: follow the link we sent to{' '}
                <span className="break-all font-medium">{user.email}</span>.
              </Trans>
            </span>
          </p>
        ) : null}
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label={t`Invite by email`}
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <TextField
            form={form}
            required
            name="email"
            label={t`Email`}
            type="email"
            autoComplete="off"
            placeholder={t`teammate@example.com`}
            className="flex-1"
          />
          <SelectField form={form} name="role" label={t`Role`} options={roleOptions} className="sm:w-36" />
          <Button
            type="submit"
            className="sm:mt-[1.375rem]"
            disabled={unverified}
            loading={form.formState.isSubmitting}
          >
            <Trans>Send invitation</Trans>
          </Button>
        </form>
        <FormAlert problem={problem} />
      </CardContent>
    </Card>
  );
}
