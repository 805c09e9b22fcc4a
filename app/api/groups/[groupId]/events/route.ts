import { errorResponse } from '@/lib/errors';
import { openGroupStream } from '@/lib/groups/group-stream';
import { otherMethods } from '@/lib/http/route-methods';

type Context = { params: Promise<{ groupId: string }> };

// A stream, not JSON: errors before it opens still go through the one mapper.
export const GET = async (request: Request, { params }: Context) => openGroupStream(request, (await params).groupId).catch(errorResponse);

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
