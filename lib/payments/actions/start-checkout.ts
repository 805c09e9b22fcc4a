'use server';

import { getLocale } from 'next-intl/server';
import { requireUser } from '@/lib/auth/guards';
import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { formInput, runAction } from '@/lib/errors/run-action';
import { isLocale } from '@/lib/i18n/locales';
import { startCheckout } from '../checkout';
import { checkoutConfirmSchema } from '../schemas';

export async function startCheckoutAction(input: unknown): Promise<ActionResult<{ url: string }>> {
  const parsed = checkoutConfirmSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => {
    const user = await requireUser();
    const locale = await getLocale();
    return startCheckout(user.id, isLocale(locale) ? locale : 'en');
  });
}
