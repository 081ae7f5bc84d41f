import { Injectable } from '@nestjs/common';
import { GUEST_ROLE } from '@atrium/schema';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { countLiveKeysWithRole } from '../api-keys/api-keys.repository.js';
import { RegisteredCollectionEntity } from '../collections/entities/registered-collection.entity.js';
import { NavigationItemEntity } from '../navigation/entities/navigation-item.entity.js';
import { UserProfileEntity } from '../users/entities/user-profile.entity.js';
import { UserEntity } from '../users/entities/user.entity.js';
import { RoleEntity } from './entities/role.entity.js';

/** A `roles` row, as derived from the roles declaration. */
export type RoleRow = RoleEntity;

export type RoleWithCount = RoleRow & { user_count: number };

/**
 * What refers to a role by name: its holders, menu items that require it, API keys acting with it
 * (neither revoked nor expired), collections granting it.
 */
export interface RoleUsage {
  users: number;
  navigationItems: number;
  apiKeys: number;
  /** Registered collections whose `permissions` name the role, by name. */
  collections: string[];
}

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

  /**
   * Everything that names the role, for a delete in the same transaction (the role row already
   * locked FOR UPDATE, so no user can be given it, nor a key made with it, meanwhile). The navigation table is locked in
   * SHARE mode first: every navigation write takes SHARE ROW EXCLUSIVE and checks its
   * required_role under it, so no item can come to require the role until this transaction ends,
   * while menus are still read. (Navigation writes never lock a role row: no lock cycle.)
   */
  async usage(em: EntityManager, name: string): Promise<RoleUsage> {
    // A table lock: SQL, as TypeORM's query builder locks rows only (setLock), never a table.
    await em.query('LOCK TABLE navigation IN SHARE MODE');
    const users = await this.countUsers(em, name);
    const navigationItems = await em.getRepository(NavigationItemEntity).countBy({ required_role: name });
    const apiKeys = await countLiveKeysWithRole(em, name);
    const granting = await em
      .getRepository(RegisteredCollectionEntity)
      .createQueryBuilder('c')
      .select('c.name', 'name')
      .where(`(c.schema -> 'permissions') ? :name`, { name })
      .orderBy('c.name', 'ASC')
      .getRawMany<{ name: string }>();
    return { users, navigationItems, apiKeys, collections: granting.map((c) => c.name) };
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
