import { z } from 'zod';
import { isHallKey } from './venue';

// The query of `/api/catalogue/blocks`: the hall whose blocks the filter sheet offers. A hall key that
// does not read (or none: "all halls") asks for no hall, which has no blocks to offer.
export const hallBlocksQuerySchema = z.object({
  hall: z
    .string()
    .trim()
    .optional()
    .catch(undefined)
    .transform((value) => (value !== undefined && isHallKey(value) ? value : '')),
});

export function parseHallBlocksQuery(params: URLSearchParams): z.output<typeof hallBlocksQuerySchema> {
  return hallBlocksQuerySchema.parse({ hall: params.get('hall') ?? undefined });
}
