import { createHash } from 'node:crypto';
import { filterNavigation } from '@atrium/schema';
import type { NavigationFilterItem, NavigationItem } from '@atrium/schema';
import { CachedBody, ResponseCache } from '../../common/http/cached-response.js';

/** An item and where its JSON is in the snapshot's buffer (`whole`, from `start` to `end`). */
interface Entry extends NavigationFilterItem {
  start: number;
  end: number;
}

const OPEN = 0x5b; // [
const COMMA = 0x2c; // ,
const CLOSE = 0x5d; // ]

/**
 * The per-caller menus (GET /navigation, GET /navigation/preview) of one snapshot of the table,
 * and the whole table's answer (GET /navigation?all=true, a Save's `items`).
 *
 * Each item is serialised once, when the snapshot loads, straight into one buffer that is the
 * whole table's JSON array; an item's bytes are a range of it. A caller's list is then what the
 * one menu filter (filterNavigation) keeps, its items' bytes copied into one buffer (items that
 * are next to each other in the table as one copy, commas included), and its ETag
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
  /** The whole table's JSON array. */
  private readonly whole: Buffer;
  private readonly entries: Entry[];
  private readonly digest: string;
  private readonly cache = new ResponseCache('navigation', 2000);

  /** Each item's entry, by the item object (items are never changed in place: a change is a new object). */
  private readonly index = new Map<NavigationItem, Entry>();

  /**
   * `items`: the whole table, in display order. `previous`: the snapshot these items were made
   * from, when a write put its changed rows into it: an item carried over (the same object) is
   * copied as the bytes it already has, not serialised again, and items that stay next to each
   * other are copied as one run (a Save that moves 1,000 of 10,000 items makes about 2,000
   * copies, not 10,000).
   */
  constructor(items: readonly NavigationItem[], previous?: NavigationMenus) {
    const old: (Entry | undefined)[] = new Array(items.length);
    const texts: string[] = new Array(items.length);
    let size = 2 + Math.max(0, items.length - 1);
    items.forEach((item, i) => {
      const known = previous?.index.get(item);
      if (known) {
        old[i] = known;
        size += known.end - known.start;
      } else {
        texts[i] = JSON.stringify(item);
        size += Buffer.byteLength(texts[i]);
      }
    });
    const whole = Buffer.allocUnsafe(size);
    whole[0] = OPEN;
    let at = 1;
    // A run of the previous buffer still to copy (from runStart to runEnd, to runAt here): items
    // that were next to each other there and are here, with the commas between them.
    let runStart = -1;
    let runEnd = -1;
    let runAt = -1;
    const copyRun = () => {
      if (runStart < 0) return;
      at = runAt + previous!.whole.copy(whole, runAt, runStart, runEnd);
      runStart = -1;
    };
    this.entries = items.map((item, i) => {
      const known = old[i];
      let start: number;
      if (known && runStart >= 0 && known.start === runEnd + 1) {
        start = runAt + (known.start - runStart);
        runEnd = known.end;
      } else {
        copyRun();
        if (i > 0) whole[at++] = COMMA;
        start = at;
        if (known) {
          runStart = known.start;
          runEnd = known.end;
          runAt = at;
        } else at += whole.write(texts[i], at);
      }
      const entry: Entry = {
        is_active: item.is_active,
        is_visible: item.is_visible,
        required_role: item.required_role,
        zone_id: item.zone_id,
        start,
        end: known ? start + (known.end - known.start) : at,
      };
      this.index.set(item, entry);
      return entry;
    });
    copyRun();
    whole[at] = CLOSE;
    this.whole = whole;
    this.digest = createHash('sha1').update(whole).digest('base64url');
    this.all = new CachedBody(whole, `"${this.digest}"`);
  }

  /** The items `role` sees, global or in one of `zones` (sorted), in the table's order. */
  list(role: string, zones: readonly string[]): CachedBody {
    const key = zones.length ? `${role}|${zones.join(',')}` : role;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const kept = filterNavigation(this.entries, role, new Set(zones));
    let size = 2 + Math.max(0, kept.length - 1);
    for (const entry of kept) size += entry.end - entry.start;
    const body = Buffer.allocUnsafe(size);
    body[0] = OPEN;
    let at = 1;
    // Items next to each other in the table are copied as one run, with the commas between them.
    let runStart = -1;
    let runEnd = -1;
    for (const entry of kept) {
      if (runStart >= 0 && entry.start === runEnd + 1) {
        runEnd = entry.end;
        continue;
      }
      if (runStart >= 0) {
        at += this.whole.copy(body, at, runStart, runEnd);
        body[at++] = COMMA;
      }
      runStart = entry.start;
      runEnd = entry.end;
    }
    if (runStart >= 0) at += this.whole.copy(body, at, runStart, runEnd);
    body[at] = CLOSE;
    const etag = `"${createHash('sha1').update(this.digest).update('\n').update(key).digest('base64url')}"`;
    return this.cache.put(key, new CachedBody(body, etag));
  }
}
