import { Global, Inject, Module } from '@nestjs/common';
import type { DynamicModule, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Database } from './database.js';

export const DATABASE = Symbol('DATABASE');

/** Exposes the already-open DataSource to every module and closes the database on shutdown. */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  static forRoot(database: Database): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: DATABASE, useValue: database },
        { provide: DataSource, useValue: database.dataSource },
      ],
      exports: [DATABASE, DataSource],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.database.close();
  }
}
