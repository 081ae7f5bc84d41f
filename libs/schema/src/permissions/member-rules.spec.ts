import { describe, expect, it } from 'vitest';
import {
  LAST_OWNER_MESSAGE,
  memberChangeProblem,
  OWNER_CHANGE_MESSAGE,
  OWNER_GRANT_MESSAGE,
} from './member-rules.js';
import type { MemberActor, MemberChange } from './member-rules.js';

const actor = (zoneRole: MemberActor['zoneRole'], self = false, platformRole = 'user'): MemberActor => ({
  zoneRole,
  self,
  platformRole,
});

describe('memberChangeProblem', () => {
  it.each<[string, MemberActor, MemberChange, number, null | 403 | 409]>([
    ['owner adds an owner', actor('owner'), { kind: 'add', role: 'owner' }, 1, null],
    ['admin adds a member', actor('admin'), { kind: 'add', role: 'member' }, 1, null],
    ['admin adds an admin', actor('admin'), { kind: 'add', role: 'admin' }, 1, null],
    ['admin adds an owner', actor('admin'), { kind: 'add', role: 'owner' }, 1, 403],
    ['member adds a viewer', actor('member'), { kind: 'add', role: 'viewer' }, 1, 403],
    ['viewer adds a viewer', actor('viewer'), { kind: 'add', role: 'viewer' }, 1, 403],
    ['non-member adds', actor(null), { kind: 'add', role: 'viewer' }, 1, 403],
    ['platform admin adds an owner', actor(null, false, 'admin'), { kind: 'add', role: 'owner' }, 1, null],
    ['admin demotes an owner', actor('admin'), { kind: 'change', from: 'owner', to: 'member' }, 2, 403],
    ['admin removes an owner', actor('admin'), { kind: 'remove', from: 'owner' }, 2, 403],
    [
      'admin promotes a member to owner',
      actor('admin'),
      { kind: 'change', from: 'member', to: 'owner' },
      1,
      403,
    ],
    [
      'admin promotes self to owner',
      actor('admin', true),
      { kind: 'change', from: 'admin', to: 'owner' },
      1,
      403,
    ],
    [
      'member promotes self to admin',
      actor('member', true),
      { kind: 'change', from: 'member', to: 'admin' },
      1,
      403,
    ],
    ['admin demotes an admin', actor('admin'), { kind: 'change', from: 'admin', to: 'viewer' }, 1, null],
    [
      'owner demotes the only other owner',
      actor('owner'),
      { kind: 'change', from: 'owner', to: 'admin' },
      2,
      null,
    ],
    ['owner removes an owner (two left)', actor('owner'), { kind: 'remove', from: 'owner' }, 2, null],
    ['last owner demotes self', actor('owner', true), { kind: 'change', from: 'owner', to: 'admin' }, 1, 409],
    ['last owner leaves', actor('owner', true), { kind: 'remove', from: 'owner' }, 1, 409],
    [
      'one of two owners demotes self',
      actor('owner', true),
      { kind: 'change', from: 'owner', to: 'viewer' },
      2,
      null,
    ],
    [
      'platform admin removes the last owner',
      actor(null, false, 'platform_owner'),
      { kind: 'remove', from: 'owner' },
      1,
      409,
    ],
    [
      'platform admin demotes the last owner',
      actor(null, false, 'super_admin'),
      { kind: 'change', from: 'owner', to: 'member' },
      1,
      409,
    ],
    ['viewer leaves', actor('viewer', true), { kind: 'remove', from: 'viewer' }, 1, null],
    [
      'member demotes self to viewer',
      actor('member', true),
      { kind: 'change', from: 'member', to: 'viewer' },
      1,
      null,
    ],
    [
      'admin demotes self to member',
      actor('admin', true),
      { kind: 'change', from: 'admin', to: 'member' },
      1,
      null,
    ],
    ['viewer removes a member', actor('viewer'), { kind: 'remove', from: 'member' }, 1, 403],
  ])('%s → %s', (_name, who, change, owners, expected) => {
    const problem = memberChangeProblem(who, change, owners);
    expect(problem?.status ?? null).toBe(expected);
  });

  it('says why', () => {
    expect(memberChangeProblem(actor('owner', true), { kind: 'remove', from: 'owner' }, 1)?.message).toBe(
      LAST_OWNER_MESSAGE,
    );
    expect(memberChangeProblem(actor('admin'), { kind: 'add', role: 'owner' }, 1)?.message).toBe(
      OWNER_GRANT_MESSAGE,
    );
    expect(memberChangeProblem(actor('admin'), { kind: 'remove', from: 'owner' }, 3)?.message).toBe(
      OWNER_CHANGE_MESSAGE,
    );
    expect(memberChangeProblem(actor('viewer'), { kind: 'add', role: 'viewer' }, 1)?.message).toBe(
      'Zone role "viewer" may not manage the members of this zone',
    );
  });
});
