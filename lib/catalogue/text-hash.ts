import { createHash } from 'node:crypto';

/** The SHA-256 of a text's UTF-8 bytes in hex, as PostgreSQL's `sha256(convert_to(text, 'UTF8'))`: the key of a stored translation (decision 042). */
export const textHash = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
