// The table API bench's baseline (tools/bench/rest.mjs): a bare Fastify + pg handler that runs the
// very SQL the API runs for a request — the same text as a named prepared statement, the same
// values, on a pool opened as the API's read pool is (read-only sessions with the statement
// timeout) — and sends the JSON text PostgreSQL returns. No authentication, no parsing, no
// permission lookup: what is left is what a request costs at the least. GET /tx/<i> runs it as
// the API did before it had a read pool (BEGIN READ ONLY + SET LOCAL, the statement, COMMIT), to
// show what that cost.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Fastify from 'fastify';

const root = new URL('../..', import.meta.url).pathname;
const require = createRequire(join(root, 'apps/server/package.json'));
const { Pool } = require('pg');

const statements = JSON.parse(process.env.BARE_STATEMENTS);
const timeoutMs = Number(process.env.BARE_TIMEOUT_MS ?? 5000);
const max = Number(process.env.BARE_POOL_MAX ?? 10);
const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  max,
  statement_timeout: timeoutMs,
  options: '-c default_transaction_read_only=on',
});
const app = Fastify({ logger: false });

app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/tx/:i', async (req, reply) => {
  const st = statements[Number(req.params.i)];
  const client = await pool.connect();
  try {
    await client.query(`BEGIN READ ONLY; SET LOCAL statement_timeout = ${timeoutMs}`);
    const { rows } = await client.query({ name: st.name, text: st.text, values: st.values });
    await client.query('COMMIT');
    reply.header('content-type', 'application/json; charset=utf-8').send(rows[0].body);
  } finally {
    client.release();
  }
});
app.get('/read/:i', async (req, reply) => {
  const st = statements[Number(req.params.i)];
  const { rows } = await pool.query({ name: st.name, text: st.text, values: st.values });
  reply.header('content-type', 'application/json; charset=utf-8').send(rows[0].body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
