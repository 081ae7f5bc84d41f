import { Module } from '@nestjs/common';
import { AuthIpRateLimitGuard } from './auth-ip-rate-limit.guard.js';
import { RateLimitService } from './rate-limit.service.js';

@Module({
  providers: [RateLimitService, AuthIpRateLimitGuard],
  exports: [RateLimitService, AuthIpRateLimitGuard],
})
export class RateLimitModule {}
