// Limits shared by the favourites' schemas and the controls that show them. A plain module, so that a
// client component reading a limit does not bring the validation library into the browser.

export const MEMO_MAX_LENGTH = 5000;
export const LABEL_MAX_LENGTH = 40;
/** More than a whole day's favourites of the most eager visitor; one bulk edit stays one short statement. */
export const BULK_MAX = 5000;
