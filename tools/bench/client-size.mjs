// Initial JS of the built client: every script and modulepreload index.html names, gzipped.
// Reported by the benchmarks and held to its goal by `npm test` (tools/test-all.mjs).
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('../..', import.meta.url).pathname;
/** The goal for the initial JS: 150 kB gzip (counted in KiB, as the benchmarks print it). */
export const INITIAL_JS_GOAL_BYTES = 150 * 1024;

export function initialJsGzip(dist = join(root, 'apps/client/dist')) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = new Set();
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g)) refs.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)) refs.add(m[1]);
  let raw = 0;
  let gz = 0;
  const files = [];
  for (const ref of refs) {
    const file = join(dist, ref.replace(/^\//, ''));
    if (!existsSync(file)) continue;
    const buf = readFileSync(file);
    const g = gzipSync(buf, { level: 9 }).length;
    raw += buf.length;
    gz += g;
    files.push({ file: ref, raw: buf.length, gzip: g });
  }
  return { raw, gzip: gz, files };
}
