import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { queryRows } from '../../database/query-rows.js';

/** An api_keys row as lists show it, with its creator's email (null once the account is gone). */
export interface ApiKeyRow {
  id: string;
  name: string;
  role: string;
  prefix: string;
  created_by: string;
  creator_email: string | null;
  created_at: Date;
  expires_at: Date | null;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

/** What authentication needs to know of a key, read by its hash. */
export interface ApiKeyState {
  id: string;
  role: string;
  createdBy: string;
  /** Unix ms; null: never expires. */
  expiresAt: number | null;
  revoked: boolean;
}

const COLUMNS = `k.id, k.name, k.role, k.prefix, k.created_by, u.email AS creator_email, k.created_at,
  k.expires_at, k.last_used_at, k.revoked_at`;

/**
 * How many keys still act with the role: neither revoked nor expired (both are final, so such a
 * key never acts again). The roles module counts them as uses before deleting a role, inside its
 * transaction (`em`), with the role row locked: a key created meanwhile holds the role row
 * `FOR KEY SHARE` (`RolesService.requireAssignable`), so it either counted or finds no role.
 */
export async function countLiveKeysWithRole(em: EntityManager, role: string): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(
    em,
    `SELECT count(*)::int AS n FROM api_keys
      WHERE role = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())`,
    [role],
  );
  return Number(n);
}

/** Named queries over `api_keys` (values always bound). */
@Injectable()
export class ApiKeysRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Inside the caller's transaction (`em`), which holds the role against deletion meanwhile. */
  async insert(
    em: EntityManager,
    input: {
      name: string;
      role: string;
      keyHash: string;
      prefix: string;
      createdBy: string;
      expiresAt: string | null;
    },
  ): Promise<ApiKeyRow> {
    const [row] = await queryRows<ApiKeyRow>(
      em,
      `INSERT INTO api_keys (name, role, key_hash, prefix, created_by, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING id, name, role, prefix, created_by, NULL AS creator_email, created_at, expires_at,
         last_used_at, revoked_at`,
      [input.name, input.role, input.keyHash, input.prefix, input.createdBy, input.expiresAt],
    );
    return row;
  }

  /** One page, newest first (ties by id: a stable order across pages), and the total when asked. */
  async list(
    page: { limit: number; offset: number },
    count: boolean,
  ): Promise<{ rows: ApiKeyRow[]; total?: number }> {
    const rows = await queryRows<ApiKeyRow>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM api_keys k LEFT JOIN users u ON u.id = k.created_by
        ORDER BY k.created_at DESC, k.id LIMIT $1 OFFSET $2`,
      [page.limit, page.offset],
    );
    if (!count) return { rows };
    const [{ n }] = await queryRows<{ n: number }>(
      this.dataSource,
      `SELECT count(*)::int AS n FROM api_keys`,
    );
    return { rows, total: Number(n) };
  }

  async find(id: string): Promise<ApiKeyRow | undefined> {
    const [row] = await queryRows<ApiKeyRow>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM api_keys k LEFT JOIN users u ON u.id = k.created_by WHERE k.id = $1`,
      [id],
    );
    return row;
  }

  /** The key, locked against other changes until the caller's transaction (`em`) ends. */
  async findForUpdate(em: EntityManager, id: string): Promise<ApiKeyRow | undefined> {
    const [row] = await queryRows<ApiKeyRow>(
      em,
      `SELECT k.id, k.name, k.role, k.prefix, k.created_by, NULL AS creator_email, k.created_at,
         k.expires_at, k.last_used_at, k.revoked_at
         FROM api_keys k WHERE k.id = $1 FOR UPDATE`,
      [id],
    );
    return row;
  }

  async rename(em: EntityManager, id: string, name: string): Promise<void> {
    await queryRows(em, `UPDATE api_keys SET name = $2 WHERE id = $1`, [id, name]);
  }

  /** Revokes the key now; its revocation time. */
  async revoke(em: EntityManager, id: string): Promise<Date> {
    const [row] = await queryRows<{ revoked_at: Date }>(
      em,
      `UPDATE api_keys SET revoked_at = now() WHERE id = $1 RETURNING revoked_at`,
      [id],
    );
    return row.revoked_at;
  }

  /** The keys of these hashes, by hash: one indexed query for a batch of requests. */
  async findStatesByHash(hashes: string[]): Promise<Map<string, ApiKeyState>> {
    const rows = await queryRows<{
      key_hash: string;
      id: string;
      role: string;
      created_by: string;
      expires_at: Date | null;
      revoked: boolean;
    }>(
      this.dataSource,
      `SELECT key_hash, id, role, created_by, expires_at, revoked_at IS NOT NULL AS revoked
         FROM api_keys WHERE key_hash = ANY($1::text[])`,
      [hashes],
    );
    return new Map(
      rows.map((r) => [
        r.key_hash,
        {
          id: r.id,
          role: r.role,
          createdBy: r.created_by,
          expiresAt: r.expires_at ? r.expires_at.getTime() : null,
          revoked: r.revoked,
        },
      ]),
    );
  }

  /** Records use, at most once a minute per key on every node together (the condition). */
  async touch(id: string): Promise<void> {
    await queryRows(
      this.dataSource,
      `UPDATE api_keys SET last_used_at = now()
        WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
      [id],
    );
  }
}
