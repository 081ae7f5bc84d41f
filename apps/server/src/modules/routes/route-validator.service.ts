import { Inject, Injectable, Logger } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { componentManifestSchema, navigationRouteProblems, validateRouteSet } from '@atrium/schema';
import type { ComponentManifest, RouteValidation } from '@atrium/schema';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { DataSource } from 'typeorm';
import { NavigationItemEntity } from '../navigation/entities/navigation-item.entity.js';
import { RoutesRepository } from './routes.repository.js';

/** Where the client build writes its component manifest, inside CLIENT_DIST_DIR. */
export const COMPONENT_MANIFEST_FILE = 'component-manifest.json';

/**
 * POST /routes/validate: checks the stored route set as the client will meet it
 * (`validateRouteSet` of libs/schema), with component names resolved against the client build's
 * component manifest. The manifest is read on every call: it is small, and it changes whenever
 * the client is rebuilt or redeployed beside a running server.
 *
 * It also warns about navigation items (modules/navigation) whose internal path no route serves,
 * or only an inactive one, or only routes guarded `admin` while the item is shown to people who
 * are not admins (no required role, or a role that is not an admin role):
 * `{route_id: null, navigation_id, name: <title>, severity: 'warning'}`.
 * Those rows are read here directly (a read of four columns; the navigation module imports this
 * one, so it cannot be injected without a cycle).
 */
@Injectable()
export class RouteValidatorService {
  private readonly logger = new Logger(RouteValidatorService.name);

  constructor(
    private readonly repository: RoutesRepository,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async validate(): Promise<RouteValidation> {
    const [routes, manifest, items] = await Promise.all([
      this.repository.findAllOrdered(),
      this.readManifest(),
      this.dataSource.getRepository(NavigationItemEntity).find({
        select: { id: true, title: true, path: true, required_role: true },
        order: { order_index: 'ASC', created_at: 'ASC', id: 'ASC' },
      }),
    ]);
    const result = validateRouteSet(routes, manifest);
    return { ...result, problems: [...result.problems, ...navigationRouteProblems(items, routes)] };
  }

  /** The client's component manifest, or null when there is none (or it cannot be read). */
  async readManifest(): Promise<ComponentManifest | null> {
    const file = join(this.config.clientDistDir, COMPONENT_MANIFEST_FILE);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      return null; // no client build: component names are reported as not checked
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined; // not JSON: refused by the schema below
    }
    const parsed = componentManifestSchema.safeParse(json);
    if (!parsed.success) {
      this.logger.warn(`${file} is not a component manifest; component names are not checked`);
      return null;
    }
    return parsed.data;
  }
}
