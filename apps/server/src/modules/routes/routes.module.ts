import { Module } from '@nestjs/common';
import { RoutesHttp } from './routes.http.js';
import { RoutesRepository } from './routes.repository.js';
import { RoutesService } from './routes.service.js';

@Module({ providers: [RoutesService, RoutesRepository, RoutesHttp], exports: [RoutesService] })
export class RoutesModule {}
