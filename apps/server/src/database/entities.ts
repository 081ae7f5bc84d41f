import { RouteEntity } from '../modules/routes/entities/route.entity.js';
import { UserProfileEntity } from '../modules/users/entities/user-profile.entity.js';
import { UserEntity } from '../modules/users/entities/user.entity.js';

export const entities = [RouteEntity, UserEntity, UserProfileEntity];
