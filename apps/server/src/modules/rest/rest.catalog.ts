import { Injectable } from '@nestjs/common';
import type { OnModuleDestroy } from '@nestjs/common';
import { IDENTIFIER_PATTERN } from '@atrium/schema';
import type { Collection } from '@atrium/schema';
import { CollectionCatalog } from '../collections/collection-catalog.js';
import { collectionAccess } from './rest-access.js';
import type { CollectionAccess } from './rest-access.js';
import { RestDatabase } from './rest.database.js';

/**
 * The table API's view of the collection catalog: the caller's access to a collection, resolved
 * once per (collection, role) and kept until the collection changes. Entries hang off the
 * collection object itself (a WeakMap), so a schema change — which replaces the object — starts
 * afresh without a flush, and the old entries go with the old object. A row scope's relation
 * path is resolved against the catalog too, so any catalog change drops every entry.
 */
@Injectable()
export class RestCatalog implements OnModuleDestroy {
  private cache = new WeakMap<Collection, Map<string, CollectionAccess | null>>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly catalog: CollectionCatalog,
    database: RestDatabase,
  ) {
    this.unsubscribe = catalog.onChange(() => {
      this.cache = new WeakMap();
      database.forgetShapes();
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  /** The role's access to the named collection; null when it is unknown or grants the role nothing. */
  access(name: string, role: string): CollectionAccess | null {
    if (typeof name !== 'string' || name.length > 63 || !IDENTIFIER_PATTERN.test(name)) return null;
    const collection = this.catalog.get(name);
    if (!collection) return null;
    let byRole = this.cache.get(collection);
    if (!byRole) {
      byRole = new Map();
      this.cache.set(collection, byRole);
    }
    let access = byRole.get(role);
    if (access === undefined) {
      access = collectionAccess(collection, role, (target) => this.catalog.get(target));
      // Roles are few (platform roles), but a role name is data: keep the map bounded anyway.
      if (byRole.size < 1000) byRole.set(role, access);
    }
    return access;
  }

  isBuiltin(name: string): boolean {
    return this.catalog.isBuiltin(name);
  }

  list(): Collection[] {
    return this.catalog.list();
  }
}
