/** Bounds shared by the zone, hub, module and dashboard payloads and the client's forms. */
export const ZONE_NAME_MAX_LENGTH = 100;
export const ZONE_DESCRIPTION_MAX_LENGTH = 2000;
/** An icon is a name from the client's icon set (kebab-case), never markup. */
export const ICON_NAME_PATTERN = /^[a-z][a-z0-9-]{0,63}$/;
export const DEFAULT_ZONE_ICON = 'building';
export const DEFAULT_HUB_ICON = 'layers';
/** Most ids one reorder call may list. */
export const REORDER_MAX_IDS = 1000;

/** A chart draws at most this many series (bars side by side or stacked, lines). */
export const MAX_CHART_SERIES = 5;
