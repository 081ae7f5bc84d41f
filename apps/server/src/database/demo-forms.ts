import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { createFormSchema, emailSchema, moduleCreateSchema } from '@atrium/schema';
import type { Logger as PinoLogger } from 'pino';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import type { Principal } from '../common/http/principal.js';
import { FormsService } from '../modules/forms/forms.service.js';
import { queryRows } from './query-rows.js';

/**
 * seeds/demo/forms.json: forms (checked as any POST /forms), the hub whose form module shows each,
 * and answers from demo accounts (checked against the published version as any submission).
 */
const demoFormsFileSchema = z.object({
  forms: z.array(
    z.strictObject({
      form: createFormSchema,
      module: z.strictObject({ zone: z.string(), hub: z.string(), name: z.string() }).optional(),
      submissions: z.array(z.strictObject({ by: emailSchema, data: z.unknown() })).default([]),
    }),
  ),
});

interface Account {
  id: string;
  email: string;
  role: string;
}

const principal = (a: Account): Principal => ({ userId: a.id, sessionId: '', email: a.email, role: a.role });

/**
 * Creates and publishes the demo forms through the forms service as the first platform owner (the
 * same checks, versions and audit entries as an admin's requests), adds a form module for each to
 * its hub after the hub's modules, and submits the demo answers as their accounts. Runs once, on
 * the start that loaded the demo zones (an empty database). A form that cannot be loaded is logged
 * and skipped: the demo is not worth refusing to start over. Returns how many forms were published.
 */
export async function seedDemoForms(
  app: INestApplicationContext,
  ds: DataSource,
  seedsDir: string,
  logger: PinoLogger,
): Promise<number> {
  const file = join(seedsDir, 'demo', 'forms.json');
  if (!existsSync(file)) return 0;
  const { forms } = demoFormsFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const accounts = await queryRows<Account & { owner: boolean }>(
    ds,
    `SELECT u.id, u.email, p.role, p.role = 'platform_owner' AS owner
       FROM users u JOIN user_profiles p ON p.id = u.id ORDER BY u.created_at`,
  );
  const owner = accounts.find((a) => a.owner);
  if (!owner) return 0;
  const byEmail = new Map(accounts.map((a) => [a.email.toLowerCase(), a]));
  const service = app.get(FormsService, { strict: false });
  let published = 0;
  for (const { form, module, submissions } of forms) {
    try {
      const { id } = await service.create(principal(owner), form);
      await service.publish(principal(owner), id);
      published++;
      if (module) await addFormModule(ds, module, id);
      for (const { by, data } of submissions) {
        const account = byEmail.get(by.toLowerCase());
        if (account) await service.submit(principal(account), id, data);
      }
    } catch (err) {
      logger.warn({ err, form: form.name }, 'a demo form could not be loaded');
    }
  }
  return published;
}

/** A form module showing the form, after the hub's other modules. */
async function addFormModule(
  ds: DataSource,
  where: { zone: string; hub: string; name: string },
  formId: string,
): Promise<void> {
  const module = moduleCreateSchema.parse({ name: where.name, type: 'form', config: { form_id: formId } });
  await queryRows(
    ds,
    `INSERT INTO modules (hub_id, name, type, config, is_active, order_index)
     SELECT h.id, $3, $4, $5::jsonb, $6,
            coalesce((SELECT max(m.order_index) + 1 FROM modules m WHERE m.hub_id = h.id), 0)
       FROM hubs h JOIN zones z ON z.id = h.zone_id
      WHERE z.name = $1 AND h.name = $2`,
    [where.zone, where.hub, module.name, module.type, JSON.stringify(module.config), module.is_active],
  );
}
