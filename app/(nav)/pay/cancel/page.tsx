import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonStyles, pageContainer } from '@/components/ui/styles';
import { guardPage } from '@/lib/auth/guard-page';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { payPaths } from '@/lib/payments/pay-paths';

export const generateMetadata = () => routeMetadata('payCancel');

/** Stripe Checkout's cancel address: the user left the payment page; nothing was charged. */
export default async function PayCancelPage() {
  await guardPage('pay-cancel');
  const [routes, t] = await Promise.all([getTranslations('Routes'), getTranslations('Payments')]);
  return (
    <div className={`${pageContainer} grid gap-4`}>
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{routes('payCancel')}</h1>
      <p className="max-w-prose text-slate-700">{t('cancelBody')}</p>
      <div>
        <Link href={payPaths.start} className={buttonStyles.secondary}>
          {t('backToPlan')}
        </Link>
      </div>
    </div>
  );
}
