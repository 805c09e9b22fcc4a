import { checklistErrorResponse, exportForRequest } from '@/lib/checklist/checklist-requests';
import { otherMethods } from '@/lib/http/route-methods';

export async function GET(request: Request): Promise<Response> {
  try {
    const file = await exportForRequest(request);
    const charset = file.encoding === 'shift_jis' ? 'Shift_JIS' : 'UTF-8';
    return new Response(Buffer.from(file.bytes), {
      headers: {
        'Content-Type': `text/csv; charset=${charset}`,
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    return checklistErrorResponse(error);
  }
}

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
