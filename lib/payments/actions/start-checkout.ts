'use server';

import { getLocale } from 'next-intl/server';
import { requireUser } from '@/lib/auth/guards';
import { defineAction } from '@/lib/errors/define-action';
import { isLocale } from '@/lib/i18n/locales';
import { startCheckout } from '../checkout';
import { checkoutConfirmSchema } from '../schemas';

export const startCheckoutAction = defineAction({ guard: requireUser, schema: checkoutConfirmSchema }, async (_input, user) => {
  const locale = await getLocale();
  return startCheckout(user.id, isLocale(locale) ? locale : 'en');
});
