import { postMarks } from '@/lib/groups/group-endpoints';
import { jsonHandler } from '@/lib/http/json-handler';
import { otherMethods } from '@/lib/http/route-methods';

type Context = { params: Promise<{ groupId: string }> };

export const POST = (request: Request, { params }: Context) => jsonHandler(async (req) => postMarks(req, (await params).groupId))(request);

export const { GET, HEAD, OPTIONS, PUT, DELETE, PATCH } = otherMethods(['POST']);
