// The baseline: a bare Fastify handler returning the same pre-serialised JSON body the API
// serves — and, when the client accepts it, the same pre-compressed brotli bytes.
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants as zc } from 'node:zlib';

const body = readFileSync(process.env.BARE_BODY_FILE);
const br = brotliCompressSync(body, {
  params: { [zc.BROTLI_PARAM_QUALITY]: 5, [zc.BROTLI_PARAM_SIZE_HINT]: body.length },
});
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/api/routes', (req, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8');
  if ((req.headers['accept-encoding'] ?? '').includes('br')) reply.header('content-encoding', 'br').send(br);
  else reply.send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
