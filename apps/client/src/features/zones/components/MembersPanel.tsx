import { memberAddSchema, ZONE_ROLES, type ZoneMember, type ZoneRole } from '@atrium/schema';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Field,
  FieldError,
  Input,
  Label,
  NativeSelect,
  Skeleton,
} from '@atrium/ui';
import { Trash2, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useAuthSource } from '../../../auth/useAuthSource';
import { useAddZoneMember } from '../hooks/useAddZoneMember';
import { useChangeMemberRole } from '../hooks/useChangeMemberRole';
import { useRemoveZoneMember } from '../hooks/useRemoveZoneMember';
import { useZoneMembers } from '../hooks/useZoneMembers';
import { fieldErrors } from '../utils/field-errors';
import { ConfirmDialog } from './ConfirmDialog';
import { QueryErrorCard } from './QueryErrorCard';

/** The zone's members with their roles; owners and admins add, re-role and remove them. */
export function MembersPanel({ zoneId, canManage }: { zoneId: string; canManage: boolean }) {
  const members = useZoneMembers(zoneId);
  return (
    <div className="grid gap-4">
      {canManage ? <AddMemberForm zoneId={zoneId} /> : null}
      <Card>
        <CardHeader>
          <CardTitle>Members</CardTitle>
          <CardDescription>
            {members.data
              ? `${members.data.length} member${members.data.length === 1 ? '' : 's'}`
              : 'People in this zone and their roles.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {members.isPending ? (
            <div className="grid gap-2" aria-busy="true" aria-label="Loading members">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
          ) : members.isError ? (
            <QueryErrorCard
              title="Could not load the members"
              error={members.error}
              onRetry={() => void members.refetch()}
            />
          ) : members.data.length === 0 ? (
            <EmptyState
              icon={<Users />}
              title="No members"
              description="Add people by the email they signed up with."
            />
          ) : (
            <ul className="divide-y" aria-label="Zone members">
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
  const self = user?.id === member.user_id;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-testid="member-row">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">
          {displayName(member)} {self ? <span className="text-muted-foreground">(you)</span> : null}
        </p>
        <p className="truncate text-xs text-muted-foreground">{member.email}</p>
      </div>
      {canManage || self ? (
        <NativeSelect
          aria-label={`Role of ${member.email}`}
          className="w-32"
          value={member.role}
          disabled={change.isPending}
          onChange={(e) => change.mutate({ userId: member.user_id, role: e.target.value as ZoneRole })}
        >
          {ZONE_ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </NativeSelect>
      ) : (
        <Badge variant="secondary">{member.role}</Badge>
      )}
      {canManage || self ? (
        <>
          <Button
            size="icon"
            variant="ghost"
            aria-label={self ? 'Leave this zone' : `Remove ${member.email}`}
            onClick={() => setConfirm(true)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
          <ConfirmDialog
            open={confirm}
            onOpenChange={setConfirm}
            title={self ? 'Leave this zone?' : `Remove ${member.email}?`}
            description={
              <p>
                {self ? 'You' : displayName(member)} will lose access to every hub, module and dashboard of
                this zone. They can be added again later.
              </p>
            }
            confirmLabel={self ? 'Leave zone' : 'Remove member'}
            pending={remove.isPending}
            onConfirm={() => remove.mutate(member.user_id, { onSettled: () => setConfirm(false) })}
          />
        </>
      ) : null}
    </li>
  );
}

function AddMemberForm({ zoneId }: { zoneId: string }) {
  const add = useAddZoneMember(zoneId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<ZoneRole>('member');
  const [submitted, setSubmitted] = useState(false);
  const parsed = memberAddSchema.safeParse({ email, role });
  const errors = submitted ? fieldErrors(parsed.error) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success) return;
    add.mutate(parsed.data, {
      onSuccess: () => {
        setEmail('');
        setSubmitted(false);
      },
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Add a member</CardTitle>
        <CardDescription>They must already have an Atrium account.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field className="flex-1">
            <Label htmlFor="member-email">Email</Label>
            <Input
              id="member-email"
              type="email"
              autoComplete="off"
              value={email}
              aria-invalid={errors.email ? true : undefined}
              onChange={(e) => setEmail(e.target.value)}
              placeholder="teammate@example.com"
            />
            <FieldError>{errors.email}</FieldError>
          </Field>
          <Field className="sm:w-36">
            <Label htmlFor="member-role">Role</Label>
            <NativeSelect id="member-role" value={role} onChange={(e) => setRole(e.target.value as ZoneRole)}>
              {ZONE_ROLES.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Button type="submit" loading={add.isPending}>
            Add member
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
