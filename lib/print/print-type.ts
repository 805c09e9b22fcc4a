import { z } from 'zod';
import { resolvePrintType, type PrintType } from './print-url';

export const defaultPrintType = 0;

const printTypeParam = z
  .string()
  .regex(/^\d{1,6}$/)
  .transform(Number)
  .catch(defaultPrintType);

export function parsePrintType(value: string | undefined): number {
  return printTypeParam.parse(value ?? '');
}

/**
 * The layout a `/print-type-{printType}` path asks for: the default (0, the list) when the segment
 * is empty, null when it is not a print type at all, so the page answers 404 rather than some layout.
 */
export function printTypeFromSegment(segment: string): PrintType | null {
  if (!/^\d{0,6}$/.test(segment)) return null;
  return resolvePrintType(parsePrintType(segment));
}
