import { checklistErrorResponse, previewForRequest } from '@/lib/checklist/checklist-requests';

export async function POST(request: Request): Promise<Response> {
  try {
    return Response.json(await previewForRequest(request), { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return checklistErrorResponse(error);
  }
}
