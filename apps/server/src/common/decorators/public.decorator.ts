import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'atrium:isPublic';

/** Marks a handler or controller as reachable without signing in. Everything else is denied by default. */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);
