import { checklistErrorResponse, shiftJisCheckForRequest } from '@/lib/checklist/checklist-requests';
import { otherMethods } from '@/lib/http/route-methods';

export async function GET(): Promise<Response> {
  try {
    return Response.json(await shiftJisCheckForRequest(), { headers: { 'Cache-Control': 'private, no-store' } });
  } catch (error) {
    return checklistErrorResponse(error);
  }
}

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
