import { getTranslations } from 'next-intl/server';
import { BillingSummary } from '@/components/payments/billing-summary';
import { PaymentHistory } from '@/components/payments/payment-history';
import { pageContainer } from '@/components/ui/styles';
import { guardPage } from '@/lib/auth/guard-page';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { getBilling } from '@/lib/payments/billing';

export const generateMetadata = () => routeMetadata('billing');

export default async function BillingPage() {
  const { user } = await guardPage('BILLING');
  const [billing, routes] = await Promise.all([getBilling(user.id), getTranslations('Routes')]);
  return (
    <div className={`${pageContainer} grid max-w-3xl gap-8`}>
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{routes('billing')}</h1>
      <BillingSummary billing={billing} />
      <PaymentHistory payments={billing.payments} />
    </div>
  );
}
