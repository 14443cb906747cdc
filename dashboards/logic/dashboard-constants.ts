/** Seed 000 section 9 (Dashboard): every number the home dashboards obey, named once. */

/** Boot-rate chart: departments (role 02) or months (role 03) per page, and the page turn. */
export const BOOT_RATE_PAGE_SIZE = 6;
export const BOOT_RATE_ROTATE_MS = 6_000;
/** The y axis starts at this share of the lowest rate on the page, so differences stay visible. */
export const BOOT_RATE_Y_MIN_FACTOR = 0.8;
/** Rates below this are drawn at this height (the label still shows the real rate). */
export const BOOT_RATE_DRAW_FLOOR = 0.95;
/** Long axis labels are cut at this many characters and get an ellipsis. */
export const AXIS_LABEL_MAX_CHARS = 7;
export const AXIS_LABEL_ELLIPSIS = '...';

/** Team workbench: a member with more jobs than this gets a warning icon. */
export const TEAM_JOB_WARNING_ABOVE = 15;

/** Repair carousel: items per page and per row. */
export const REPAIR_CAROUSEL_PAGE_SIZE = 6;
export const REPAIR_CAROUSEL_PER_ROW = 3;

/** Tag share tiles per row. */
export const TAG_SHARE_PER_ROW = 3;
/** Running-status tile grows when it lists more tags than this. */
export const RUNNING_STATUS_TALL_ABOVE = 8;

/** Role 03 boot rate: default range is the latest 6 months and a range spans at most 6 months. */
export const BOOT_RATE_MAX_MONTHS = 6;
/** Role 02 (per department): the server accepts up to 24 months (docs/dashboard-api.md). */
export const DEPT_BOOT_RATE_MAX_MONTHS = 24;
/** Month pickers refuse dates later than this many days before today (data is settled by then). */
export const MONTH_PICKER_LAG_DAYS = 10;

/** Auto-scrolling usage-rate list: pixels per second. */
export const SCROLL_LIST_SPEED = 60;
/** Dropdowns on the dashboard are at most this tall (px). */
export const DROPDOWN_MAX_HEIGHT = 200;

/** "Going out of warranty soon" looks this many months ahead. */
export const INSURED_SOON_MONTHS = 3;

/** Common-menu shortcuts per user and hospital. */
export const SHORTCUTS_MAX = 7;

/** Morning flag: true from 08:00 up to (not including) 19:00 local time. */
export const MORNING_START_HOUR = 8;
export const MORNING_END_HOUR = 19;
