import { latestImportFor } from '@/lib/catalogue-changes/import-stream';
import { jsonHandler } from '@/lib/http/json-handler';
import { otherMethods } from '@/lib/http/route-methods';

export const GET = jsonHandler(latestImportFor);

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
