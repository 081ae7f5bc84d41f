import { createHash } from 'node:crypto';
import { filterNavigation } from '@atrium/schema';
import type { NavigationFilterItem, NavigationItem } from '@atrium/schema';
import { CachedBody, ResponseCache } from '../../common/http/cached-response.js';

/** An item with its JSON bytes, serialised once per snapshot. */
interface Entry extends NavigationFilterItem {
  json: Buffer;
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/**
 * The per-caller menus (GET /navigation, GET /navigation/preview) of one snapshot of the table,
 * and the whole table's answer (GET /navigation?all=true, a Save's `items`).
 *
 * Each item is serialised once, when the snapshot loads, straight into one buffer that is the
 * whole table's JSON array; an item's bytes are a view into it. A caller's list is then what the
 * one menu filter (filterNavigation) keeps, its items' bytes copied into one buffer, and its ETag
 * a digest of the table's digest and the filter's key: the same table and the same (role, zones)
 * give the same bytes, on every node. So the first answer of a 10,000-item menu costs about half a
 * millisecond rather than a JSON.stringify, a UTF-8 encoding and a SHA-1 of 3 MB each
 * (tools/bench/navigation.mjs measures it). The table is encoded and hashed once per snapshot, as
 * bytes: hashing the 3.6 MB text as a string (encoding it on the way) cost a Save about 20 ms.
 *
 * The responses are cached here, with the snapshot, so a request that read the snapshot before
 * a change can only fill the old snapshot's cache, never the new one's.
 */
export class NavigationMenus {
  /** Every item, in the table's order. */
  readonly all: CachedBody;
  private readonly entries: Entry[];
  private readonly digest: string;
  private readonly cache = new ResponseCache('navigation', 2000);

  /** Each item's bytes, by the item object (items are never changed in place: a change is a new object). */
  private readonly bytes = new Map<NavigationItem, Buffer>();

  /**
   * `items`: the whole table, in display order. `previous`: the snapshot these items were made
   * from, when a write put its changed rows into it: an item carried over (the same object) is
   * copied as the bytes it already has, not serialised again.
   */
  constructor(items: readonly NavigationItem[], previous?: NavigationMenus) {
    const known = items.map((item) => previous?.bytes.get(item));
    const texts = items.map((item, i) => (known[i] ? '' : JSON.stringify(item)));
    let size = 2 + Math.max(0, items.length - 1);
    items.forEach((_, i) => (size += known[i]?.length ?? Buffer.byteLength(texts[i])));
    const whole = Buffer.allocUnsafe(size);
    let at = whole.write('[', 0);
    this.entries = items.map((item, i) => {
      if (i > 0) at += whole.write(',', at);
      const start = at;
      const bytes = known[i];
      at += bytes ? bytes.copy(whole, at) : whole.write(texts[i], at);
      const json = whole.subarray(start, at);
      this.bytes.set(item, json);
      return {
        is_active: item.is_active,
        is_visible: item.is_visible,
        required_role: item.required_role,
        zone_id: item.zone_id,
        json,
      };
    });
    whole.write(']', at);
    this.digest = createHash('sha1').update(whole).digest('base64url');
    this.all = new CachedBody(whole, `"${this.digest}"`);
  }

  /** The items `role` sees, global or in one of `zones` (sorted), in the table's order. */
  list(role: string, zones: readonly string[]): CachedBody {
    const key = zones.length ? `${role}|${zones.join(',')}` : role;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const kept = filterNavigation(this.entries, role, new Set(zones));
    const parts: Buffer[] = [OPEN];
    kept.forEach((entry, i) => {
      if (i > 0) parts.push(COMMA);
      parts.push(entry.json);
    });
    parts.push(CLOSE);
    const etag = `"${createHash('sha1').update(this.digest).update('\n').update(key).digest('base64url')}"`;
    return this.cache.put(key, new CachedBody(Buffer.concat(parts), etag));
  }
}
