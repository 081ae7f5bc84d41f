import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { UserEntity } from '../users/entities/user.entity.js';
import { CollectionVersionEntity } from './entities/collection-version.entity.js';
import type { CollectionVersionAction } from './entities/collection-version.entity.js';
import { RegisteredCollectionEntity } from './entities/registered-collection.entity.js';

/** A registered collection's stored row (its schema as stored, not yet parsed). */
export interface StoredCollection {
  name: string;
  schema: object;
  version: number;
  created_at: Date;
  updated_at: Date;
  updated_by: string | null;
}

export interface StoredVersion {
  version: number;
  action: CollectionVersionAction;
  before: object | null;
  after: object | null;
  sql: string;
  actor_id: string | null;
  actor_email: string | null;
  at: Date;
}

/** One change to record: the row as it becomes (null: deleted) and its version entry. */
export interface RecordedChange {
  name: string;
  action: CollectionVersionAction;
  version: number;
  before: object | null;
  after: object | null;
  sql: string;
}

/**
 * Named queries over the registry's two tables (TypeORM repositories). Writes take the
 * transaction's EntityManager: a schema, its version entry and its DDL commit together.
 */
@Injectable()
export class CollectionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  findAll(em: EntityManager = this.dataSource.manager): Promise<StoredCollection[]> {
    return em.getRepository(RegisteredCollectionEntity).find({ order: { name: 'ASC' } });
  }

  /** The registered rows, locked against other schema changes until the transaction ends. */
  findAllForUpdate(em: EntityManager): Promise<StoredCollection[]> {
    return em
      .getRepository(RegisteredCollectionEntity)
      .createQueryBuilder('c')
      .orderBy('c.name', 'ASC')
      .setLock('pessimistic_write')
      .getMany();
  }

  /** The next version number of each name: versions continue across a drop and a re-create. */
  async lastVersions(em: EntityManager, names: readonly string[]): Promise<Map<string, number>> {
    if (names.length === 0) return new Map();
    const rows: { collection: string; version: number }[] = await em
      .getRepository(CollectionVersionEntity)
      .createQueryBuilder('v')
      .select('v.collection', 'collection')
      .addSelect('MAX(v.version)', 'version')
      .where('v.collection IN (:...names)', { names })
      .groupBy('v.collection')
      .getRawMany();
    return new Map(rows.map((r) => [r.collection, Number(r.version)]));
  }

  /** Stores each change's row (insert, update or delete) and its version entry. */
  async record(em: EntityManager, changes: readonly RecordedChange[], actor: string | null): Promise<void> {
    const collections = em.getRepository(RegisteredCollectionEntity);
    const versions = em.getRepository(CollectionVersionEntity);
    for (const change of changes) {
      if (change.after === null) {
        await collections.delete({ name: change.name });
      } else if (change.before === null) {
        await collections.insert({
          name: change.name,
          schema: change.after,
          version: change.version,
          updated_by: actor,
        });
      } else {
        await collections.update(
          { name: change.name },
          { schema: change.after, version: change.version, updated_by: actor, updated_at: () => 'now()' },
        );
      }
      await versions.insert({
        collection: change.name,
        version: change.version,
        action: change.action,
        before: change.before,
        after: change.after,
        sql: change.sql,
        actor,
      });
    }
  }

  /** A collection's versions, newest first, with the actor's e-mail while the account exists. */
  async versions(name: string, limit: number, offset: number): Promise<StoredVersion[]> {
    const rows: Array<Omit<StoredVersion, 'version'> & { version: number | string }> = await this.dataSource
      .getRepository(CollectionVersionEntity)
      .createQueryBuilder('v')
      .leftJoin(UserEntity.options.name, 'u', 'u.id = v.actor')
      .select([
        'v.version AS version',
        'v.action AS action',
        'v.before AS before',
        'v.after AS after',
        'v.sql AS sql',
        'v.actor AS actor_id',
        'u.email AS actor_email',
        'v.at AS at',
      ])
      .where('v.collection = :name', { name })
      .orderBy('v.version', 'DESC')
      .limit(limit)
      .offset(offset)
      .getRawMany();
    return rows.map((r) => ({ ...r, version: Number(r.version) }));
  }

  /** True when the collection has any recorded version (it exists, or existed once). */
  async hasVersions(name: string): Promise<boolean> {
    return this.dataSource.getRepository(CollectionVersionEntity).exists({ where: { collection: name } });
  }
}
