import { Injectable } from '@nestjs/common';
import { builtinCollections } from '@atrium/schema';
import type { Collection } from '@atrium/schema';

type Listener = () => void;

/**
 * Every collection the engine serves, built-in or registered, by name. Reads are synchronous
 * (served from memory); the registry replaces the registered set when a schema changes on any
 * node (change feed) and listeners (the table API's prepared plans, the OpenAPI document) hear
 * of it.
 *
 * This is the seam between the registry (storage, versions, DDL) and its readers (the table API,
 * RPC, OpenAPI): readers depend on this class only.
 */
@Injectable()
export class CollectionCatalog {
  private registered = new Map<string, Collection>();
  private readonly listeners = new Set<Listener>();

  /** The collection of that name, built-in first, else registered; undefined when unknown. */
  get(name: string): Collection | undefined {
    return builtinCollections().find((c) => c.name === name) ?? this.registered.get(name);
  }

  /** Built-in collections, then registered ones in name order. */
  list(): Collection[] {
    return [
      ...builtinCollections(),
      ...[...this.registered.values()].sort((a, b) => a.name.localeCompare(b.name)),
    ];
  }

  isBuiltin(name: string): boolean {
    return builtinCollections().some((c) => c.name === name);
  }

  /** Called by the registry with the full registered set after a load or a change. */
  replaceRegistered(collections: Iterable<Collection>): void {
    this.registered = new Map([...collections].map((c) => [c.name, c]));
    for (const l of this.listeners) l();
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
