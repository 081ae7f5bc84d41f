import { Module } from '@nestjs/common';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { RolesModule } from '../roles/roles.module.js';
import { ApiKeyCredentials } from './api-key-credentials.js';
import { ApiKeysController } from './api-keys.controller.js';
import { ApiKeysRepository } from './api-keys.repository.js';
import { ApiKeysService } from './api-keys.service.js';

/** API keys (README.md): the admin endpoints, and ApiKeyCredentials for the auth module's authenticator. */
@Module({
  imports: [RolesModule, RateLimitModule],
  controllers: [ApiKeysController],
  providers: [ApiKeysService, ApiKeysRepository, ApiKeyCredentials],
  exports: [ApiKeyCredentials],
})
export class ApiKeysModule {}
