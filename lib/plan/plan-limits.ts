// Limits shared by the plan's schemas and its screen (a plain module: no validation library in the browser).

/** More favourites than a day could ever be walked through; the favourites' own limit is far below. */
export const MAX_PLAN_STOPS = 5000;
export const MAX_PLAN_YEN = 9_999_999;
export const MAX_WORKS_PER_STOP = 100;
