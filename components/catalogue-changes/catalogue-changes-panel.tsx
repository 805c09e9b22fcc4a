import { getLocale, getTranslations } from 'next-intl/server';
import { plainFormAction } from '@/components/forms/plain-form-action';
import { markChangesSeenAction } from '@/lib/catalogue-changes/actions/mark-changes-seen';
import { changeLines, type ChangeTexts } from '@/lib/catalogue-changes/change-lines';
import type { ChangedCircle } from '@/lib/catalogue-changes/member-changes';
import type { changesPages } from '@/lib/catalogue-changes/schemas';
import type { AppLocale } from '@/lib/i18n/locales';

/** The panel's id: a favourite's "Changed" mark links here. */
export const CHANGES_PANEL_ID = 'catalogue-changes';
/** Up to this many changed circles the list starts open; a longer one starts folded, so a phone sees its page first. */
const OPEN_UP_TO = 5;

/**
 * What the organiser's latest imports changed (`loadMemberChanges`) among the member's favourites and plan circles since the
 * member last marked the changes as seen: a circle each, with its "what changed" lines. Nothing when
 * nothing changed. The form works without the page's scripts.
 */
export async function CatalogueChangesPanel({ changes, page }: { changes: readonly ChangedCircle[]; page: (typeof changesPages)[number] }) {
  if (changes.length === 0) return null;
  const [locale, t] = [(await getLocale()) as AppLocale, await getTranslations('CatalogueChanges')];
  const texts: ChangeTexts = {
    moved: (from, to) => t('moved', { from, to }),
    withdrawn: t('withdrawn'),
    returned: t('returned'),
    works: t('works'),
    newMenu: t('newMenu'),
    details: (fields) => t('details', { fields }),
    day: (number) => t('day', { number }),
    field: (field) => t(`fields.${field}`),
  };
  return (
    <section id={CHANGES_PANEL_ID} aria-labelledby={`${CHANGES_PANEL_ID}-heading`} className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <details open={changes.length <= OPEN_UP_TO}>
        <summary id={`${CHANGES_PANEL_ID}-heading`} className="cursor-pointer font-semibold text-slate-900">
          {t('heading', { count: changes.length })}
        </summary>
        <p className="mt-2 text-sm text-slate-700">{t('intro')}</p>
        <ul className="mt-3 space-y-3">
          {changes.map((circle) => (
            <li key={circle.circleId} data-changed-circle={circle.circleId}>
              <a href={`/circle/${circle.circleId}`} className="font-semibold">
                {circle.name}
              </a>
              <ul className="ml-4 list-disc text-sm text-slate-800">
                {changeLines(locale, texts, circle.summary).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </details>
      <form action={plainFormAction(markChangesSeenAction)} className="mt-3">
        <input type="hidden" name="page" value={page} />
        <button type="submit" className="min-h-11 rounded-md border border-slate-400 bg-white px-4 font-semibold text-slate-900">
          {t('markSeen')}
        </button>
      </form>
    </section>
  );
}
