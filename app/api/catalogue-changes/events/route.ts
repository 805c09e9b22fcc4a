import { openImportStream } from '@/lib/catalogue-changes/import-stream';
import { errorResponse } from '@/lib/errors';
import { otherMethods } from '@/lib/http/route-methods';

// A stream, not JSON: errors before it opens still go through the one mapper.
export const GET = async (request: Request) => openImportStream(request).catch(errorResponse);

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
