import { z } from 'zod';

/** The pages that show the catalogue's changes; the form names the one to draw again. */
export const changesPages = ['/user/favorites', '/plan'] as const;

export const markSeenSchema = z.object({ page: z.enum(changesPages) });
