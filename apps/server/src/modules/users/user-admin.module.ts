import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { RolesModule } from '../roles/roles.module.js';
import { UserAdminController } from './user-admin.controller.js';
import { UserAdminRepository } from './user-admin.repository.js';
import { UserAdminService } from './user-admin.service.js';
import { UsersModule } from './users.module.js';

/**
 * User administration (GET/PATCH /users, reset-2fa, signout-all). A module of its own because it
 * needs the auth module (sessions, 2FA), which itself imports UsersModule.
 */
@Module({
  imports: [UsersModule, AuthModule, RolesModule],
  controllers: [UserAdminController],
  providers: [UserAdminService, UserAdminRepository],
  exports: [UserAdminService],
})
export class UserAdminModule {}
