// Limits shared by the favourites' schemas and the controls that show them. A plain module, so that a
// client component reading a limit does not bring the validation library into the browser.
import { hasForbiddenCharacters, normalizeLineBreaks } from '@/lib/validation/member-characters';

export const MEMO_MAX_LENGTH = 5000;
export const LABEL_MAX_LENGTH = 40;
/** More than a whole day's favourites of the most eager visitor; one bulk edit stays one short statement. */
export const BULK_MAX = 5000;

/** A memo as it is stored: every line break a plain `\n`. */
export const normalizeMemo = normalizeLineBreaks;

/**
 * `memoSchema`'s rule for a normalised memo, for code that must not carry the validation library: the
 * service worker keeps memos from its offline circle page, and the server checks them again when sent.
 */
export const isStorableMemo = (memo: string) => memo.length <= MEMO_MAX_LENGTH && !hasForbiddenCharacters(memo, { lines: true });
