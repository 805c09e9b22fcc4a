import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonStyles, pageContainer } from '@/components/ui/styles';
import type { GroupPageViewer } from '@/lib/groups/group-view';
import { loadSettlement } from '@/lib/groups/settle-up';
import { PrintButton } from '@/components/print/print-button';

/** `/group/:groupId/settle`: the fewest transfers, and per member what they receive from whom. Prints as it shows. */
export async function SettleScreen({ viewer, groupId }: { viewer: GroupPageViewer; groupId: string }) {
  const [t, settlement] = await Promise.all([getTranslations('Groups'), loadSettlement(viewer, groupId)]);
  const format = new Intl.NumberFormat(viewer.locale, { style: 'currency', currency: 'JPY' });
  const { groupName } = settlement;
  const name = new Map(settlement.members.map((m) => [m.userId, m.nickname]));
  return (
    <div className={pageContainer}>
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">
        {t('settle')}: {groupName}
      </h1>
      <p className="mt-2 text-sm text-slate-600">{t('settleHint')}</p>
      <div className="mt-3 flex flex-wrap gap-2 print:hidden">
        <Link href={`/group/${groupId}`} className={buttonStyles.outline}>
          {groupName}
        </Link>
        <PrintButton label={t('print')} />
        <a href={`/api/groups/${groupId}/distribution.csv`} className={buttonStyles.outline} download>
          {t('downloadCsv')}
        </a>
      </div>
      <p className="mt-4">
        {t('totalBought')}: <strong>{format.format(settlement.totalYen)}</strong>
      </p>
      <section className="mt-4" aria-labelledby="settle-transfers">
        <h2 id="settle-transfers" className="text-lg font-semibold">
          {t('transfers')}
        </h2>
        {settlement.transfers.length === 0 ? (
          <p className="text-slate-700">{t('noTransfers')}</p>
        ) : (
          <ul className="mt-1 space-y-1">
            {settlement.transfers.map((transfer) => (
              <li key={`${transfer.fromId}-${transfer.toId}`} className="flex justify-between gap-2 rounded border border-slate-200 px-3 py-2">
                <span>{t('pays', { from: name.get(transfer.fromId) ?? '', to: name.get(transfer.toId) ?? '' })}</span>
                <strong>{format.format(transfer.yen)}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>
      {settlement.members.map((member) => (
        <section key={member.userId} className="mt-6 break-inside-avoid" aria-labelledby={`receives-${member.userId}`}>
          <h2 id={`receives-${member.userId}`} className="text-lg font-semibold">
            {t('receives', { name: member.nickname })} · {format.format(member.receivesYen)}
          </h2>
          {member.receives.length === 0 ? (
            <p className="text-sm text-slate-600">{t('receivesNothing')}</p>
          ) : (
            <ul className="mt-1 text-sm">
              {member.receives.map((receipt, index) => (
                <li key={index} className="flex justify-between gap-2 border-b border-slate-100 py-1">
                  <span>
                    {receipt.circleName === null ? t('hiddenItem') : `${receipt.circleName}: ${receipt.title}`} ×{receipt.quantity} · {t('fromBuyer', { name: name.get(receipt.buyerId) ?? '' })}
                  </span>
                  <span>{format.format(receipt.yen)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
