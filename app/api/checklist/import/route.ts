import { checklistErrorResponse, importForRequest } from '@/lib/checklist/checklist-requests';
import { jsonHandler } from '@/lib/http/json-handler';
import { otherMethods } from '@/lib/http/route-methods';

export const POST = jsonHandler(importForRequest, checklistErrorResponse);

export const { GET, HEAD, OPTIONS, PUT, DELETE, PATCH } = otherMethods(['POST']);
