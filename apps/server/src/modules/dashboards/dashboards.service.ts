import { Injectable } from '@nestjs/common';
import type { Dashboard, DashboardCreate, DashboardUpdate } from '@atrium/schema';
import type { ZoneAccess } from '../permissions/permission-engine.js';
import { DashboardsException } from './dashboards.exception.js';
import { DashboardsRepository } from './dashboards.repository.js';

/** Dashboards of a hub. Layouts are validated by libs/schema before they get here. */
@Injectable()
export class DashboardsService {
  constructor(private readonly repository: DashboardsRepository) {}

  list(access: ZoneAccess): Promise<Dashboard[]> {
    return this.repository.findByHub(access.hubId!);
  }

  async get(access: ZoneAccess, dashboardId: string): Promise<Dashboard> {
    return (await this.repository.findInHub(access.hubId!, dashboardId)) ?? notFound();
  }

  create(access: ZoneAccess, input: DashboardCreate): Promise<Dashboard> {
    return this.repository.insert(access.hubId!, input);
  }

  async update(access: ZoneAccess, dashboardId: string, patch: DashboardUpdate): Promise<Dashboard> {
    return (await this.repository.update(access.hubId!, dashboardId, patch)) ?? notFound();
  }

  async delete(access: ZoneAccess, dashboardId: string): Promise<void> {
    if (!(await this.repository.delete(access.hubId!, dashboardId))) notFound();
  }

  async reorder(access: ZoneAccess, ids: string[]): Promise<Dashboard[]> {
    const result = await this.repository.reorder(access.hubId!, ids);
    if (!result.ok) throw DashboardsException.unknownIds(result.unknown);
    return result.dashboards!;
  }
}

function notFound(): never {
  throw DashboardsException.dashboardNotFound();
}
