/**
 * npm run admin:create -- --email you@example.com [--password …]
 * Makes (or promotes) a platform owner on the configured database, production included.
 * Without --password it reads ADMIN_PASSWORD, or asks on the terminal without echoing.
 */
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { loadConfig } from '../config/app-config.js';
import { openDatabase } from '../database/database.js';
import { ensureUser } from '../database/seed-runner.js';

async function askHidden(prompt: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const out = rl as unknown as { _writeToOutput?: (s: string) => void; output: NodeJS.WriteStream };
  out._writeToOutput = (s: string) => {
    if (s.includes(prompt)) process.stdout.write(s);
  };
  const answer = await new Promise<string>((resolve) => rl.question(prompt, resolve));
  rl.close();
  process.stdout.write('\n');
  return answer;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'platform_owner' },
    },
  });
  const config = loadConfig();
  const email = z.email().parse(values.email ?? config.admin?.email);
  const password = z
    .string()
    .min(8, 'password must be at least 8 characters')
    .parse(values.password ?? config.admin?.password ?? (await askHidden('Password: ')));
  const role = z.enum(['admin', 'super_admin', 'platform_owner']).parse(values.role);
  const db = await openDatabase(config);
  try {
    const created = await ensureUser(db.dataSource, { email, password, role, email_verified: true });
    if (!created) {
      // Upsert: a user without a profile row (role guest) gets one. Running servers see the new
      // role within a second (a trigger on user_profiles feeds their caches).
      await db.dataSource.query(
        `INSERT INTO user_profiles (id, role) SELECT id, $2 FROM users WHERE lower(email) = lower($1)
         ON CONFLICT (id) DO UPDATE SET role = EXCLUDED.role, updated_at = now()`,
        [email, role],
      );
      process.stdout.write(`${email} already existed: role set to ${role} (password unchanged)\n`);
    } else {
      process.stdout.write(`created ${email} with role ${role}\n`);
    }
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`admin:create failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
