import { Module } from '@nestjs/common';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { MailModule } from '../mail/mail.module.js';
import { UsersModule } from '../users/users.module.js';
import {
  InvitationLinksController,
  InvitationsController,
  ZoneInvitationsController,
} from './zone-invitations.controller.js';
import { ZoneInvitationsRepository } from './zone-invitations.repository.js';
import { ZoneInvitationsService } from './zone-invitations.service.js';
import { ZoneMembersController } from './zone-members.controller.js';
import { ZoneMembersRepository } from './zone-members.repository.js';
import { ZoneMembersService } from './zone-members.service.js';
import { ZonesController } from './zones.controller.js';
import { ZonesRepository } from './zones.repository.js';
import { ZonesService } from './zones.service.js';

/** Zones and their members. See README.md. */
@Module({
  imports: [UsersModule, MailModule, RateLimitModule],
  controllers: [
    ZonesController,
    ZoneMembersController,
    ZoneInvitationsController,
    InvitationsController,
    InvitationLinksController,
  ],
  providers: [
    ZonesService,
    ZonesRepository,
    ZoneMembersService,
    ZoneMembersRepository,
    ZoneInvitationsService,
    ZoneInvitationsRepository,
  ],
  // The table API's RPC functions list the caller's zones through it.
  exports: [ZonesService],
})
export class ZonesModule {}
