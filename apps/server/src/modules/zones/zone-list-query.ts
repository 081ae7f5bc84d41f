import { z } from 'zod';
import { queryFlag } from '../../common/http/query-flags.js';

/** Query of GET /zones. Other parameters are ignored. */
export const zoneListQuerySchema = z.object({ all: queryFlag, include_archived: queryFlag });
export type ZoneListQuery = z.output<typeof zoneListQuerySchema>;
