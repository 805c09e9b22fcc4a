import { otherMethods } from '@/lib/http/route-methods';
import { snapshotManifestResponse } from '@/lib/offline-search/server/snapshot-endpoints';

export const GET = (request: Request) => snapshotManifestResponse(request);

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
