import { Module } from '@nestjs/common';
import { RoutesModule } from '../routes/routes.module.js';
import { NavigationController } from './navigation.controller.js';
import { NavigationHttp } from './navigation.http.js';
import { NavigationRepository } from './navigation.repository.js';
import { NavigationService } from './navigation.service.js';

/** Navigation as data: the menus, their cache, their admin API and their audit (README.md). */
@Module({
  imports: [RoutesModule],
  controllers: [NavigationController],
  providers: [NavigationService, NavigationRepository, NavigationHttp],
  exports: [NavigationService, NavigationRepository],
})
export class NavigationModule {}
