import { SetMetadata } from '@nestjs/common';

export const READS_QUERY_KEY = 'atrium:readsQuery';

/**
 * A handler (or every handler of a controller) that reads its query string from the request
 * itself (`@Req()`), not through `@Query()`: the table API, whose filters are any column of the
 * collection. DeclaredInputInterceptor leaves its query string to it; every other handler without
 * `@Query()` takes none, whatever else it reads of the request (its IP, its headers).
 */
export const ReadsQuery = () => SetMetadata(READS_QUERY_KEY, true);
