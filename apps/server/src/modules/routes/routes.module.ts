import { Module } from '@nestjs/common';
import { RouteValidatorService } from './route-validator.service.js';
import { RoutesController } from './routes.controller.js';
import { RoutesHttp } from './routes.http.js';
import { RoutesRepository } from './routes.repository.js';
import { RoutesService } from './routes.service.js';

@Module({
  controllers: [RoutesController],
  providers: [RoutesService, RoutesRepository, RoutesHttp, RouteValidatorService],
  exports: [RoutesService],
})
export class RoutesModule {}
