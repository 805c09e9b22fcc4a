import { z } from 'zod';

/**
 * Machine translation of the circles' texts at import time (decision 042). Without a key nothing is
 * translated and the pages say so. DEEPL_SERVER_URL points the client at another server than DeepL's own
 * (the local stand-in in tests); left out, the client picks DeepL's free or paid API by the key.
 */
export const translationEnvShape = {
  DEEPL_API_KEY: z.string().min(1).optional(),
  DEEPL_SERVER_URL: z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }).optional(),
};
