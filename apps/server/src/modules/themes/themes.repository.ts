import { Injectable } from '@nestjs/common';
import type { ThemeTokens } from '@atrium/schema';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { queryRows } from '../../database/query-rows.js';

/** A `themes` row as PostgreSQL returns it. */
export interface ThemeRow {
  id: string;
  name: string;
  label: string;
  tokens: ThemeTokens;
  is_active: boolean;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

export type ThemeAction = 'create' | 'update' | 'delete' | 'activate';

const COLUMNS = 'id, name, label, tokens, is_active, created_by, created_at, updated_at';

/**
 * Named queries over `themes` and `theme_events` (migration Themes). Every value is a bound
 * parameter; writes take the caller's transaction.
 */
@Injectable()
export class ThemesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Every theme, the active one first, then by label. */
  list(): Promise<ThemeRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM themes ORDER BY is_active DESC, label, name`);
  }

  async find(id: string, em: EntityManager = this.dataSource.manager): Promise<ThemeRow | null> {
    const rows: ThemeRow[] = await em.query(`SELECT ${COLUMNS} FROM themes WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async findActive(): Promise<ThemeRow | null> {
    const rows: ThemeRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM themes WHERE is_active`);
    return rows[0] ?? null;
  }

  /**
   * Serialises the writes that decide which theme is active (activate, delete): a second one
   * waits for the first to commit, then sees its result. SHARE ROW EXCLUSIVE conflicts with itself
   * and with every row write, never with reads, so GET /themes/active is never held up.
   */
  async lockForActivation(em: EntityManager): Promise<void> {
    await em.query('LOCK TABLE themes IN SHARE ROW EXCLUSIVE MODE');
  }

  /** The new row, or null when the name is taken. */
  async insert(
    em: EntityManager,
    input: { name: string; label: string; tokens: ThemeTokens; createdBy: string },
  ): Promise<ThemeRow | null> {
    const rows: ThemeRow[] = await em.query(
      `INSERT INTO themes (name, label, tokens, created_by) VALUES ($1, $2, $3::jsonb, $4)
       ON CONFLICT (name) DO NOTHING RETURNING ${COLUMNS}`,
      [input.name, input.label, JSON.stringify(input.tokens), input.createdBy],
    );
    return rows[0] ?? null;
  }

  async findForUpdate(em: EntityManager, id: string): Promise<ThemeRow | null> {
    const rows: ThemeRow[] = await em.query(`SELECT ${COLUMNS} FROM themes WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] ?? null;
  }

  async nameTaken(em: EntityManager, name: string, exceptId: string): Promise<boolean> {
    const rows: unknown[] = await em.query(`SELECT 1 FROM themes WHERE name = $1 AND id <> $2`, [
      name,
      exceptId,
    ]);
    return rows.length > 0;
  }

  async update(
    em: EntityManager,
    id: string,
    next: { name: string; label: string; tokens: ThemeTokens },
  ): Promise<ThemeRow> {
    const rows = await queryRows<ThemeRow>(
      em,
      `UPDATE themes SET name = $2, label = $3, tokens = $4::jsonb, updated_at = now() WHERE id = $1
       RETURNING ${COLUMNS}`,
      [id, next.name, next.label, JSON.stringify(next.tokens)],
    );
    return rows[0]!;
  }

  /** Makes `id` the one active theme: the current one off first, so the partial unique index holds. */
  async activate(em: EntityManager, id: string): Promise<ThemeRow> {
    await em.query(`UPDATE themes SET is_active = false, updated_at = now() WHERE is_active AND id <> $1`, [
      id,
    ]);
    const rows = await queryRows<ThemeRow>(
      em,
      `UPDATE themes SET is_active = true, updated_at = CASE WHEN is_active THEN updated_at ELSE now() END
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [id],
    );
    return rows[0]!;
  }

  async delete(em: EntityManager, id: string): Promise<void> {
    await em.query(`DELETE FROM themes WHERE id = $1`, [id]);
  }

  async recordEvent(
    em: EntityManager,
    e: {
      actorId: string;
      themeId: string;
      action: ThemeAction;
      before?: object | null;
      after?: object | null;
    },
  ): Promise<void> {
    await em.query(
      `INSERT INTO theme_events (actor_id, theme_id, action, before, after) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb)`,
      [
        e.actorId,
        e.themeId,
        e.action,
        e.before ? JSON.stringify(e.before) : null,
        e.after ? JSON.stringify(e.after) : null,
      ],
    );
  }
}
