// Public API of @atrium/schema: the contract shared by the server and the client.
export * from './common/uuid.js';
export * from './common/iso-timestamp.js';
export * from './common/link-messages.js';
export * from './common/csv-formula.js';
export * from './common/link.js';
export * from './common/count-param.js';
export * from './common/zod-issues.js';
export * from './common/value-schemas.js';

export * from './api-error.js';
export * from './api-error-schema.js';
export * from './health.js';

export * from './routes/route.js';
export * from './routes/fallback-routes.js';
export * from './routes/router-path.js';
export * from './routes/route-record.js';
export * from './routes/component-resolution.js';
export * from './routes/route-guard.js';
export * from './routes/describe-routes.js';
export * from './routes/route-validation.js';
export * from './navigation/named-routes.js';
export * from './navigation/public-navigation.js';
export * from './navigation/navigation-item.js';
export * from './navigation/navigation-tree.js';
export * from './navigation/navigation-route-check.js';
export * from './navigation/navigation-filter.js';
export * from './navigation/navigation-draft.js';

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

export * from './auth/auth-limits.js';
export * from './auth/auth-errors.js';
export * from './auth/user.js';
export * from './auth/auth-payloads.js';
export * from './auth/auth-responses.js';
export * from './preferences/languages.js';
export * from './preferences/user-preferences.js';
export * from './users/roles.js';
export * from './users/user-admin.js';
export * from './audit/audit-log.js';

export * from './permissions/permission-vocabulary.js';
export * from './permissions/permission-matrix.js';
export * from './permissions/permission-check.js';
export * from './permissions/member-rules.js';
export * from './zones/zone-limits.js';
export * from './zones/zone-payloads.js';
export * from './zones/hub-payloads.js';
export * from './zones/module-registry.js';
export * from './zones/module-payloads.js';
export * from './zones/dashboard-layout.js';
export * from './zones/invitations.js';

export * from './collections/collection-limits.js';
export * from './collections/reserved-names.js';
export * from './collections/collection-schema.js';
export * from './collections/field-pattern.js';
export * from './collections/field-value.js';
export * from './collections/collection-columns.js';
export * from './collections/collection-record.js';
export * from './collections/collection-row.js';
export * from './collections/validate-collection.js';
export * from './collections/diff-collections.js';
export * from './collections/role-permissions.js';
export * from './collections/row-scope.js';
export * from './collections/collection-json-schema.js';
export * from './collections/builtin/index.js';
export * from './collections/check-collection-files.js';
export * from './collections/json-error-position.js';
export * from './collections/schema-registry.js';

export * from './forms/form-limits.js';
export * from './forms/form-definition.js';
export * from './forms/form-submission.js';
export * from './forms/form-list.js';
export * from './api-keys/api-keys.js';
export * from './themes/contrast.js';
export * from './themes/theme.js';
