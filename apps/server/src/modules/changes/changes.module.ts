import { Global, Module } from '@nestjs/common';
import { ChangeFeedService } from './change-feed.service.js';

@Global()
@Module({ providers: [ChangeFeedService], exports: [ChangeFeedService] })
export class ChangesModule {}
