import { Injectable, Logger } from '@nestjs/common';
import type { OnApplicationBootstrap, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import {
  DEFAULT_THEME_NAME,
  DEFAULT_THEME_TOKENS,
  themeCss,
  themeProblemMessage,
  themeTokensSchema,
} from '@atrium/schema';
import type { ActiveTheme, CreateTheme, Theme, ThemeTokens, UpdateTheme } from '@atrium/schema';
import { DataSource } from 'typeorm';
import { issueDetails } from '../../common/errors/zod-details.js';
import { CachedBody } from '../../common/http/cached-response.js';
import type { Principal } from '../../common/http/principal.js';
import { ChangeFeedService } from '../changes/change-feed.service.js';
import type { InlineTheme } from './inline-theme.js';
import { ThemeErrors } from './themes.exception.js';
import { ThemesRepository } from './themes.repository.js';
import type { ThemeRow } from './themes.repository.js';

/** The change feed's topic for the themes table (its trigger's TG_TABLE_NAME). */
export const THEMES_TOPIC = 'themes';

/** The active theme as it is served: its JSON and its CSS, each with its ETag. */
export interface ActiveThemeAnswer {
  json: CachedBody;
  css: CachedBody;
}

function toTheme(r: ThemeRow): Theme {
  return {
    id: r.id,
    name: r.name,
    label: r.label,
    tokens: r.tokens,
    is_active: r.is_active,
    created_by: r.created_by,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

/** The built-in default look, served when no theme is active (or the active one cannot be served). */
const BUILT_IN_THEME: ActiveTheme = Object.freeze({
  id: null,
  name: DEFAULT_THEME_NAME,
  label: 'Default',
  tokens: DEFAULT_THEME_TOKENS,
  updated_at: null,
});

/** What a theme event keeps of a theme: what an admin can change. */
function snapshot(r: ThemeRow): { name: string; label: string; tokens: ThemeTokens; is_active: boolean } {
  return { name: r.name, label: r.label, tokens: r.tokens, is_active: r.is_active };
}

/**
 * Admin-managed themes (README.md). Every write is one transaction with its theme_events row.
 * The active theme is read once per change and kept serialised (JSON and CSS, with ETags): the
 * change feed drops it within a second of a change made on any node, and this node's own writes
 * drop it at once.
 */
@Injectable()
export class ThemesService implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Themes');
  private active?: Promise<ActiveThemeAnswer>;
  /** The active theme's CSS and ETag once read, for index.html to carry inline; undefined while reloading. */
  private inline?: InlineTheme;
  /** Bumped on every drop: a read that started before a change never stores its stale answer. */
  private generation = 0;
  private unsubscribe?: () => void;

  constructor(
    private readonly repository: ThemesRepository,
    private readonly dataSource: DataSource,
    private readonly changes: ChangeFeedService,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.changes.subscribe(THEMES_TOPIC, () => this.dropCache());
  }

  /** Read once at start, so the first page already carries the theme inline. */
  onApplicationBootstrap(): void {
    this.activeTheme().catch(() => undefined);
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  private dropCache(): void {
    this.generation++;
    this.active = undefined;
    this.inline = undefined;
    // Read again at once: pages served meanwhile link the stylesheet instead (inlineTheme).
    this.activeTheme().catch(() => undefined);
  }

  /**
   * The active theme's CSS as index.html carries it inline (one start-up request fewer than
   * linking /api/themes/active.css), with the ETag of GET /themes/active the page checks against;
   * undefined while it is being read, when the page links it.
   */
  inlineTheme(): InlineTheme | undefined {
    return this.inline;
  }

  /** The active theme, or the built-in default when none is active (GET /themes/active[.css]). */
  activeTheme(): Promise<ActiveThemeAnswer> {
    if (this.active) return this.active;
    const generation = this.generation;
    const loading = this.loadActive();
    this.active = loading;
    loading.then(
      (answer) => {
        if (this.generation !== generation) {
          if (this.active === loading) this.active = undefined;
        } else this.inline = { css: answer.css.body.toString('utf8'), etag: answer.json.etag };
      },
      () => {
        if (this.active === loading) this.active = undefined;
      },
    );
    return loading;
  }

  private async loadActive(): Promise<ActiveThemeAnswer> {
    const row = await this.repository.findActive();
    const answer: ActiveTheme = row ? this.servable(row) : BUILT_IN_THEME;
    return { json: CachedBody.of(answer), css: new CachedBody(Buffer.from(themeCss(answer.tokens))) };
  }

  /**
   * The active row as served, its tokens checked again: the API only stores valid ones, but a row
   * written behind it (psql, a restored dump, a node of another version) went into every page's
   * stylesheet as it was — `red;}body{display:none}` hid every page, and tokens of another shape
   * made GET /themes/active and its stylesheet answer 500 (found by an outside probe). Such a theme
   * is served as the built-in default, with a warning naming it.
   */
  private servable(row: ThemeRow): ActiveTheme {
    const tokens = themeTokensSchema.safeParse(row.tokens);
    if (!tokens.success) {
      const details = issueDetails(tokens.error.issues, ['tokens']);
      this.logger.warn(
        `Theme "${row.name}" (${row.id}) is active but its stored tokens are not a theme, so the default look is served: ${themeProblemMessage(details)}`,
      );
      return BUILT_IN_THEME;
    }
    return {
      id: row.id,
      name: row.name,
      label: row.label,
      tokens: tokens.data,
      updated_at: row.updated_at.toISOString(),
    };
  }

  async list(): Promise<Theme[]> {
    return (await this.repository.list()).map(toTheme);
  }

  async get(id: string): Promise<Theme> {
    const row = await this.repository.find(id);
    if (!row) throw ThemeErrors.notFound();
    return toTheme(row);
  }

  async create(actor: Principal, input: CreateTheme): Promise<Theme> {
    const row = await this.dataSource.transaction(async (em) => {
      const created = await this.repository.insert(em, {
        name: input.name,
        label: input.label,
        tokens: input.tokens ?? DEFAULT_THEME_TOKENS,
        createdBy: actor.userId,
      });
      if (!created) throw ThemeErrors.nameTaken(input.name);
      await this.repository.recordEvent(em, {
        actorId: actor.userId,
        themeId: created.id,
        action: 'create',
        after: snapshot(created),
      });
      return created;
    });
    return toTheme(row);
  }

  async update(actor: Principal, id: string, patch: UpdateTheme): Promise<Theme> {
    const row = await this.dataSource.transaction(async (em) => {
      const before = await this.repository.findForUpdate(em, id);
      if (!before) throw ThemeErrors.notFound();
      const name = patch.name ?? before.name;
      if (name !== before.name && (await this.repository.nameTaken(em, name, id)))
        throw ThemeErrors.nameTaken(name);
      const after = await this.repository.update(em, id, {
        name,
        label: patch.label ?? before.label,
        tokens: patch.tokens ?? before.tokens,
      });
      await this.repository.recordEvent(em, {
        actorId: actor.userId,
        themeId: id,
        action: 'update',
        before: snapshot(before),
        after: snapshot(after),
      });
      return after;
    });
    if (row.is_active) this.dropCache();
    return toTheme(row);
  }

  /**
   * Makes the theme the one everybody sees. Activations (and deletes) are serialised by a table
   * lock, so two at once both succeed in turn and exactly one theme is active afterwards.
   */
  async activate(actor: Principal, id: string): Promise<Theme> {
    const row = await this.dataSource.transaction(async (em) => {
      await this.repository.lockForActivation(em);
      const before = await this.repository.find(id, em);
      if (!before) throw ThemeErrors.notFound();
      if (before.is_active) return before;
      const after = await this.repository.activate(em, id);
      await this.repository.recordEvent(em, {
        actorId: actor.userId,
        themeId: id,
        action: 'activate',
        before: snapshot(before),
        after: snapshot(after),
      });
      return after;
    });
    this.dropCache();
    return toTheme(row);
  }

  /** Deletes a theme that is not the active one (409 for the active one: nothing would be left to show). */
  async remove(actor: Principal, id: string): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      await this.repository.lockForActivation(em);
      const before = await this.repository.find(id, em);
      if (!before) throw ThemeErrors.notFound();
      if (before.is_active) throw ThemeErrors.deleteActive(before.label);
      await this.repository.delete(em, id);
      await this.repository.recordEvent(em, {
        actorId: actor.userId,
        themeId: id,
        action: 'delete',
        before: snapshot(before),
      });
    });
  }
}
