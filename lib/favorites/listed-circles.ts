import 'server-only';
import { listedInCurrentEvent } from '@/lib/catalogue/listed-in-event';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';

// Favourites point at listed circles of the current event only: the same rows the list and the detail
// page show, so an id guessed from another event or an unpublished circle is refused.

export async function getCircleOrThrow(circleId: number): Promise<{ id: number }> {
  const circle = await db.circle.findFirst({ where: { id: circleId, ...listedInCurrentEvent() }, select: { id: true } });
  if (!circle) throw new AppError('notFound', 'Errors.favorites.circleNotFound');
  return circle;
}
