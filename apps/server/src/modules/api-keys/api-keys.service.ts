import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  API_KEY_DISPLAY_PREFIX_LENGTH,
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  API_KEY_RANDOM_BYTES,
  mayGrantRole,
} from '@atrium/schema';
import type { ApiKey, CreateApiKey, CreatedApiKey, ListApiKeysQuery, UpdateApiKey } from '@atrium/schema';
import { DataSource } from 'typeorm';
import { AppException } from '../../common/errors/app.exception.js';
import type { Principal } from '../../common/http/principal.js';
import { recordWorkspaceEvent, workspaceSnapshot } from '../audit/workspace-events.js';
import { hashToken } from '../auth/access-token.service.js';
import { RolesService } from '../roles/roles.service.js';
import { ApiKeysRepository } from './api-keys.repository.js';
import type { ApiKeyRow } from './api-keys.repository.js';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

function toApiKey(r: ApiKeyRow): ApiKey {
  return {
    id: r.id,
    name: r.name,
    role: r.role,
    prefix: r.prefix,
    created_at: r.created_at.toISOString(),
    expires_at: iso(r.expires_at),
    last_used_at: iso(r.last_used_at),
    revoked_at: iso(r.revoked_at),
    created_by: { id: r.created_by, email: r.creator_email },
  };
}

/** A new key: `atr_` and 256 random bits, base64url. */
export function newApiKey(): string {
  return API_KEY_PREFIX + randomBytes(API_KEY_RANDOM_BYTES).toString('base64url');
}

/**
 * The admin side of API keys (README.md): create (the key is answered once and stored as its
 * SHA-256 only), list (paged), read, rename and revoke. Authentication with a key is ApiKeyCredentials.
 * Create, rename and revoke are recorded in the audit log (workspace_events, entity `api_key`) in
 * their transaction: name, role, prefix, expiry and revocation, never the key nor its hash.
 */
@Injectable()
export class ApiKeysService {
  constructor(
    private readonly repository: ApiKeysRepository,
    private readonly roles: RolesService,
    private readonly dataSource: DataSource,
  ) {}

  async create(actor: Principal, input: CreateApiKey): Promise<CreatedApiKey> {
    if (!mayGrantRole(actor.role, input.role)) {
      throw AppException.forbidden(API_KEY_MESSAGES.ROLE_ABOVE_CREATOR);
    }
    const key = newApiKey();
    const row = await this.dataSource.transaction(async (em) => {
      await this.roles.requireAssignable(em, input.role); // 400 naming an unknown role
      const created = await this.repository.insert(em, {
        name: input.name,
        role: input.role,
        keyHash: hashToken(key),
        prefix: key.slice(0, API_KEY_DISPLAY_PREFIX_LENGTH),
        createdBy: actor.userId,
        expiresAt: input.expires_at ?? null,
      });
      await recordWorkspaceEvent(em, {
        actorId: actor.userId,
        entity: 'api_key',
        action: 'create',
        entityId: created.id,
        zoneId: null,
        after: workspaceSnapshot.apiKey(created),
      });
      return created;
    });
    return {
      id: row.id,
      name: row.name,
      role: row.role,
      prefix: row.prefix,
      key,
      created_at: row.created_at.toISOString(),
      expires_at: iso(row.expires_at),
    };
  }

  /** One page of keys, newest first, with the total of every key when `count`. */
  async list(query: ListApiKeysQuery, count: boolean): Promise<{ keys: ApiKey[]; total?: number }> {
    const { rows, total } = await this.repository.list(query, count);
    return { keys: rows.map(toApiKey), total };
  }

  async get(id: string): Promise<ApiKey> {
    const row = await this.repository.find(id);
    if (!row) throw AppException.notFound(API_KEY_MESSAGES.NOT_FOUND);
    return toApiKey(row);
  }

  /** Renames the key (recorded when the name changes). */
  async rename(actor: Principal, id: string, patch: UpdateApiKey): Promise<ApiKey> {
    await this.dataSource.transaction(async (em) => {
      const before = await this.repository.findForUpdate(em, id);
      if (!before) throw AppException.notFound(API_KEY_MESSAGES.NOT_FOUND);
      if (before.name === patch.name) return;
      await this.repository.rename(em, id, patch.name);
      await recordWorkspaceEvent(em, {
        actorId: actor.userId,
        entity: 'api_key',
        action: 'update',
        entityId: id,
        zoneId: null,
        before: workspaceSnapshot.apiKey(before),
        after: workspaceSnapshot.apiKey({ ...before, name: patch.name }),
      });
    });
    return this.get(id);
  }

  /**
   * Revokes the key: every node refuses it from the next request on (ApiKeyCredentials reads per
   * request). Revoking a revoked key changes nothing and records nothing (its first time is kept).
   */
  async revoke(actor: Principal, id: string): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      const before = await this.repository.findForUpdate(em, id);
      if (!before) throw AppException.notFound(API_KEY_MESSAGES.NOT_FOUND);
      if (before.revoked_at) return;
      const revokedAt = await this.repository.revoke(em, id);
      await recordWorkspaceEvent(em, {
        actorId: actor.userId,
        entity: 'api_key',
        action: 'revoke',
        entityId: id,
        zoneId: null,
        before: workspaceSnapshot.apiKey(before),
        after: workspaceSnapshot.apiKey({ ...before, revoked_at: revokedAt }),
      });
    });
  }
}
