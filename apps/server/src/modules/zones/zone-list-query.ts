import { z } from 'zod';
import { queryFlag } from '../../common/http/query-flags.js';

/** Query of GET /zones; any other parameter is refused (400 naming it). */
export const zoneListQuerySchema = z.strictObject({ all: queryFlag, include_archived: queryFlag });
export type ZoneListQuery = z.output<typeof zoneListQuerySchema>;
