import { checklistErrorResponse, previewForRequest } from '@/lib/checklist/checklist-requests';
import { otherMethods } from '@/lib/http/route-methods';

export async function POST(request: Request): Promise<Response> {
  try {
    return Response.json(await previewForRequest(request), { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return checklistErrorResponse(error);
  }
}

export const { GET, HEAD, OPTIONS, PUT, DELETE, PATCH } = otherMethods(['POST']);
