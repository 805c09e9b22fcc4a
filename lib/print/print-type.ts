import { z } from 'zod';

export const defaultPrintType = 0;

const printTypeParam = z
  .string()
  .regex(/^\d{1,6}$/)
  .transform(Number)
  .catch(defaultPrintType);

export function parsePrintType(value: string | undefined): number {
  return printTypeParam.parse(value ?? '');
}
