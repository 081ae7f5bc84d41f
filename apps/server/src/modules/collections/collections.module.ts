import { Module } from '@nestjs/common';
import { CollectionCatalog } from './collection-catalog.js';
import { CollectionsRegistryService } from './collections-registry.service.js';
import { CollectionsRepository } from './collections.repository.js';
import { SchemasController } from './schemas.controller.js';

/**
 * The schema engine's catalog of collections (built-in and registered) and the registry that
 * changes them (/api/schemas: validation, versions, DDL). The table API (modules/rest) imports
 * this module and reads collections through CollectionCatalog only.
 */
@Module({
  controllers: [SchemasController],
  providers: [CollectionCatalog, CollectionsRepository, CollectionsRegistryService],
  exports: [CollectionCatalog],
})
export class CollectionsModule {}
