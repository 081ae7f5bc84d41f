import { Module } from '@nestjs/common';
import { ThemesController } from './themes.controller.js';
import { ThemesRepository } from './themes.repository.js';
import { ThemesService } from './themes.service.js';

/** Admin-managed themes and the public active theme (README.md). */
@Module({
  controllers: [ThemesController],
  providers: [ThemesService, ThemesRepository],
})
export class ThemesModule {}
