/**
 * Bounds and defaults of navigation items, in a file of their own: the `navigation` declaration
 * (collections/builtin) reads them, and the payloads (navigation-item.ts) read the declaration.
 */

export const NAVIGATION_TITLE_MAX_LENGTH = 200;
export const NAVIGATION_LABEL_MAX_LENGTH = 200;
export const NAVIGATION_DESCRIPTION_MAX_LENGTH = 500;
export const NAVIGATION_PATH_MAX_LENGTH = 2048;
export const NAVIGATION_TYPE_MAX_LENGTH = 32;
/** Most items one `PUT /navigation/reorder` may list. */
export const NAVIGATION_REORDER_MAX_ITEMS = 10_000;
/**
 * Levels a menu nests at most (a root is level 1). Without a bound one chain of thousands of
 * items, served to everyone, would nest the sidebar's markup as deep.
 */
export const NAVIGATION_MAX_DEPTH = 10;
/** order_index is an `integer` column. */
export const NAVIGATION_ORDER_INDEX_MIN = -2_147_483_648;
export const NAVIGATION_ORDER_INDEX_MAX = 2_147_483_647;
/** The type an item gets when none is sent (the specification's default). */
export const DEFAULT_NAVIGATION_TYPE = 'external';
/** `type`: a short lowercase word such as `internal`, `external`, `group` or `divider`. */
export const NAVIGATION_TYPE_PATTERN = /^[a-z][a-z0-9_-]{0,31}$/;
