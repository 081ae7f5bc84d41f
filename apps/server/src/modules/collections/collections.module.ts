import { Module } from '@nestjs/common';
import { CollectionCatalog } from './collection-catalog.js';

/**
 * The schema engine's catalog of collections (built-in and registered). The registry (schemas
 * API, versions, DDL) lives here too; the table API (modules/rest) imports this module and
 * reads collections through CollectionCatalog only.
 */
@Module({
  providers: [CollectionCatalog],
  exports: [CollectionCatalog],
})
export class CollectionsModule {}
