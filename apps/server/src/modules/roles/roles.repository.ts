import { Injectable } from '@nestjs/common';
import { GUEST_ROLE } from '@atrium/schema';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { UserProfileEntity } from '../users/entities/user-profile.entity.js';
import { UserEntity } from '../users/entities/user.entity.js';
import { RoleEntity } from './entities/role.entity.js';

/** A `roles` row, as derived from the roles declaration. */
export type RoleRow = RoleEntity;

export type RoleWithCount = RoleRow & { user_count: number };

/** Named queries over `roles` (TypeORM query builder) and the counts of users holding each. */
@Injectable()
export class RolesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Every role with how many users hold it (guest includes users without a profile row). */
  async listWithCounts(): Promise<RoleWithCount[]> {
    const em = this.dataSource.manager;
    const [roles, counts, withoutProfile] = await Promise.all([
      em.getRepository(RoleEntity).find(),
      em
        .getRepository(UserProfileEntity)
        .createQueryBuilder('p')
        .select('p.role', 'role')
        .addSelect('count(*)::int', 'n')
        .groupBy('p.role')
        .getRawMany<{ role: string; n: number }>(),
      em
        .getRepository(UserEntity)
        .createQueryBuilder('u')
        .where('NOT EXISTS (SELECT 1 FROM user_profiles p WHERE p.id = u.id)')
        .getCount(),
    ]);
    const byRole = new Map(counts.map((c) => [c.role, Number(c.n)]));
    return roles.map((r) => ({
      ...r,
      user_count: (byRole.get(r.name) ?? 0) + (r.name === GUEST_ROLE ? withoutProfile : 0),
    }));
  }

  async find(name: string, em: EntityManager = this.dataSource.manager): Promise<RoleRow | null> {
    return em.getRepository(RoleEntity).findOneBy({ name });
  }

  /**
   * The role, its row locked as a foreign key check would lock it (FOR KEY SHARE): it cannot be
   * deleted until the caller's transaction ends, while other users may take it at the same time.
   */
  async findForShare(em: EntityManager, name: string): Promise<RoleRow | null> {
    return em
      .getRepository(RoleEntity)
      .createQueryBuilder('r')
      .where('r.name = :name', { name })
      .setLock('for_key_share')
      .getOne();
  }

  /** The role, locked against every other change and against being given to anyone meanwhile. */
  async findForUpdate(em: EntityManager, name: string): Promise<RoleRow | null> {
    return em
      .getRepository(RoleEntity)
      .createQueryBuilder('r')
      .where('r.name = :name', { name })
      .setLock('pessimistic_write')
      .getOne();
  }

  /** Inserts a custom role; null when the name is taken. */
  async insert(
    em: EntityManager,
    role: Pick<RoleRow, 'name' | 'label' | 'description'>,
  ): Promise<RoleRow | null> {
    const result = await em
      .getRepository(RoleEntity)
      .createQueryBuilder()
      .insert()
      .values({ ...role, is_system: false })
      .orIgnore()
      .returning('*')
      .execute();
    const [row] = result.raw as RoleRow[];
    return row ?? null;
  }

  async update(
    em: EntityManager,
    name: string,
    patch: Partial<Pick<RoleRow, 'label' | 'description'>>,
  ): Promise<RoleRow | null> {
    const result = await em
      .getRepository(RoleEntity)
      .createQueryBuilder()
      .update()
      .set({ ...patch, updated_at: () => 'now()' })
      .where('name = :name', { name })
      .returning('*')
      .execute();
    const [row] = result.raw as RoleRow[];
    return row ?? null;
  }

  async delete(em: EntityManager, name: string): Promise<void> {
    await em.getRepository(RoleEntity).delete({ name });
  }

  /** How many users hold the role (a guest also counts users without a profile row). */
  async countUsers(em: EntityManager, name: string): Promise<number> {
    const holders = await em.getRepository(UserProfileEntity).countBy({ role: name });
    if (name !== GUEST_ROLE) return holders;
    const withoutProfile = await em
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .where('NOT EXISTS (SELECT 1 FROM user_profiles p WHERE p.id = u.id)')
      .getCount();
    return holders + withoutProfile;
  }
}
