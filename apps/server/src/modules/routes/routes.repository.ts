import { Injectable } from '@nestjs/common';
import type { Route } from '@atrium/schema';
import { DataSource } from 'typeorm';
import { RouteEntity } from './entities/route.entity.js';

/** Named queries over the routes table; nothing else touches it. */
@Injectable()
export class RoutesRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get repo() {
    return this.dataSource.getRepository(RouteEntity);
  }

  async findAllOrdered(): Promise<Route[]> {
    const rows = await this.repo.find({ order: { created_at: 'ASC', id: 'ASC' } });
    return rows.map(toRoute);
  }
}

export function toRoute(e: RouteEntity): Route {
  return {
    id: e.id,
    path: e.path,
    name: e.name,
    component_name: e.component_name,
    component_path: e.component_path,
    layout: e.layout,
    is_public: e.is_public,
    is_active: e.is_active,
    metadata: e.metadata ?? {},
    created_at: e.created_at.toISOString(),
  };
}
