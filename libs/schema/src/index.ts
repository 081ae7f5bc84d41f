// Public API of @atrium/schema: the contract shared by the server and the client.
export * from './common/uuid.js';
export * from './common/iso-timestamp.js';

export * from './api-error.js';
export * from './health.js';

export * from './routes/route.js';
export * from './routes/fallback-routes.js';

export * from './filters/filter-types.js';
export * from './filters/filter-error.js';
export * from './filters/parse-timestamp.js';
export * from './filters/coerce-value.js';
export * from './filters/parse-in-list.js';
export * from './filters/like-pattern.js';
export * from './filters/parse-query.js';
export * from './filters/to-sql.js';
export * from './filters/match-row.js';

export * from './logging/redact.js';
export * from './logging/log-entry.js';
