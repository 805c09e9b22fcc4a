import { versionOf } from '@/lib/groups/group-endpoints';
import { jsonHandler } from '@/lib/http/json-handler';
import { otherMethods } from '@/lib/http/route-methods';

type Context = { params: Promise<{ groupId: string }> };

export const GET = (request: Request, { params }: Context) => jsonHandler(async () => versionOf((await params).groupId))(request);

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
