/** The largest checklist accepted (4 MB); the browser checks `File.size` against it before reading. */
export const MAX_CHECKLIST_BYTES = 4 * 1024 * 1024;
