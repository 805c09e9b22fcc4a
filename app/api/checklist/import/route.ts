import { checklistErrorResponse, importForRequest } from '@/lib/checklist/checklist-requests';

export async function POST(request: Request): Promise<Response> {
  try {
    return Response.json(await importForRequest(request), { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return checklistErrorResponse(error);
  }
}
