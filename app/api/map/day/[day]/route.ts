import { AppError, errorResponse } from '@/lib/errors';
import { otherMethods } from '@/lib/http/route-methods';
import { mapDayResponse } from '@/lib/map/map-day-response';
import { requireMapViewer } from '@/lib/map/map-viewer';

/** One event day of the venue map in its compact form (`lib/map/map-day.ts`). */
export async function GET(request: Request, { params }: { params: Promise<{ day: string }> }): Promise<Response> {
  try {
    const viewer = await requireMapViewer();
    const { day } = await params;
    if (!/^[1-7]$/.test(day)) throw new AppError('notFound', 'Errors.notFound');
    return await mapDayResponse(Number(day), 'day', viewer, request);
  } catch (error) {
    return errorResponse(error);
  }
}

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
