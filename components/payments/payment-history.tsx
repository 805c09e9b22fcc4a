import { getFormatter, getTranslations } from 'next-intl/server';
import type { BillingPayment } from '@/lib/payments/billing';

const historyColumns = ['orderNumber', 'paidAt', 'amount', 'status', 'expiresAt'] as const;

/** The purchase history: order number, payment date, amount in yen, status and validity. */
export async function PaymentHistory({ payments }: { payments: readonly BillingPayment[] }) {
  const [t, format] = await Promise.all([getTranslations('Billing'), getFormatter()]);
  const date = (value: Date | null) => (value ? format.dateTime(value, { dateStyle: 'medium' }) : '');
  return (
    <section aria-labelledby="billing-history" className="grid gap-3">
      <h2 id="billing-history" className="text-lg font-bold text-slate-900">
        {t('historyHeading')}
      </h2>
      {payments.length === 0 ? (
        <p className="text-slate-700">{t('historyEmpty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-300 text-slate-600">
              <tr>
                {historyColumns.map((column) => (
                  <th key={column} scope="col" className="py-2 pr-4 last:pr-0">
                    {t(`columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.orderNumber} className="border-b border-slate-100">
                  <td className="py-2 pr-4 font-mono">{payment.orderNumber}</td>
                  <td className="py-2 pr-4">{payment.paidAt ? date(payment.paidAt) : t('notPaid')}</td>
                  <td className="py-2 pr-4">{format.number(payment.amountYen, { style: 'currency', currency: 'JPY' })}</td>
                  <td className="py-2 pr-4">{t(`paymentStatus.${payment.status}`)}</td>
                  <td className="py-2">{date(payment.expiresAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
