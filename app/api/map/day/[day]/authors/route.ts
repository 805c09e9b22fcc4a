import { AppError, errorResponse } from '@/lib/errors';
import { otherMethods } from '@/lib/http/route-methods';
import { mapDayResponse } from '@/lib/map/map-day-response';
import { requireMapViewer } from '@/lib/map/map-viewer';

/** The authors of one event day's circles, in the order of the day's map (`lib/map/map-day.ts`). */
export async function GET(request: Request, { params }: { params: Promise<{ day: string }> }): Promise<Response> {
  try {
    const viewer = await requireMapViewer();
    const { day } = await params;
    if (!/^[1-7]$/.test(day)) throw new AppError('notFound', 'Errors.notFound');
    return await mapDayResponse(Number(day), 'authors', viewer, request);
  } catch (error) {
    return errorResponse(error);
  }
}

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
