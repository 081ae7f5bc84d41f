import { Module } from '@nestjs/common';
import { FormsController } from './forms.controller.js';
import { FormsRepository } from './forms.repository.js';
import { FormsService } from './forms.service.js';

/** Forms: drafts, immutable published versions and submissions (README.md). */
@Module({
  controllers: [FormsController],
  providers: [FormsService, FormsRepository],
  exports: [FormsService],
})
export class FormsModule {}
