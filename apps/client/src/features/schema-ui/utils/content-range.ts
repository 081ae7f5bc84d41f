/**
 * The total of a `Content-Range` answer of the table API (`0-24/312`, or `*` then `/0` for no
 * rows), or undefined when it is absent or not counted (`0-24/*`: the request did not ask for
 * `Prefer: count=exact`).
 */
export function totalFromContentRange(header: string | null): number | undefined {
  if (!header) return undefined;
  const match = /^(?:\d+-\d+|\*)\/(\d+)$/.exec(header.trim());
  return match ? Number(match[1]) : undefined;
}
