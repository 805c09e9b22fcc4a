import 'server-only';
import { getConfig } from '@/lib/config/get-config';
import { LISTED_CIRCLE } from './listed-circles';

/** A Prisma `where` fragment for a listed circle of the event this server runs. */
export const listedInCurrentEvent = () => ({ ...LISTED_CIRCLE, event: { code: getConfig().eventCode } });
