'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { AppLocale } from '@/lib/i18n/locales';
import { fillPlural } from '@/lib/i18n/plural-template';
import type { EventDayOption } from './event-day-panel';
import type { OfflinePanelIntl, PwaTexts } from './pwa-texts';
import type { OfflineWorkState } from './offline-work';
import { offlinePanelHash, saveDaysHash } from './offline-panel-links';
import { useOnline } from './use-online';
import { setPageViewer } from '@/lib/offline/device/page-viewer';
import { retryWhenOnline } from '@/lib/pwa/device/retry-when-online';

const noSubscription = () => () => {};

// The panel (saving days, the saved favourites' editor, the dialog library and the messages) loads when it
// is first opened, or as a pointer or the keyboard reaches one of its buttons.
const loadPanel = () => import('./offline-panel');
const OfflinePanel = dynamic(() => retryWhenOnline(loadPanel).then((module) => module.OfflinePanel), { ssr: false });
const preloadPanel = (locale: AppLocale) => void loadPanel().then((module) => module.panelMessages(locale));

// The work behind the indicator (the device store, the pending-edit sender, keeping pages and the
// catalogue on the device) loads after the page's first scripts. The indicator itself stays in them: a
// connection that drops as the page arrives must still be shown, before any further chunk can load.
const OfflineWork = dynamic(() => retryWhenOnline(() => import('./offline-work')).then((module) => module.OfflineWork), { ssr: false });

// What became of the sent edits: there is none before the work above has loaded and sent some.
const SyncNotice = dynamic(() => retryWhenOnline(() => import('./sync-notice')).then((module) => module.SyncNotice), { ssr: false });

const noWork: OfflineWorkState = { device: { snapshot: undefined, favorites: [], pending: [], queueOwner: undefined }, outcome: null, dismiss: () => {} };

type Props = { userId: string | null; canSave: boolean; answeredAt: number; days: EventDayOption[]; text: PwaTexts; panelIntl: OfflinePanelIntl };

/**
 * The offline indicator and the event-day panel. The indicator is news, not decoration: it shows only
 * while the device is offline or edits wait to be sent, as a bar in the page's flow above the header
 * (so that it never covers a button) that opens the panel. Online, a plain button at the end of the
 * page and an entry in the menu open the same panel, where a member saves days on the device and edits
 * the saved favourites.
 * None of it is printed.
 */
export function OfflineCenter({ userId, canSave, answeredAt, days, text, panelIntl }: Props) {
  const online = useOnline();
  const [{ device, outcome, dismiss }, setWork] = useState(noWork);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing keeps Radix's exit and focus return.
  const [used, setUsed] = useState(false);
  // Pages opened in a hidden frame while saving show none of this.
  const isTop = useSyncExternalStore(noSubscription, () => window.top === window.self, () => false);
  // Asked for a save (the start page, the thanks for a purchase): counted, so that every request starts one.
  const [saveRequests, setSaveRequests] = useState(0);
  // Whose edits the page's controls queue on the device when the network is gone.
  useEffect(() => setPageViewer(userId), [userId]);
  // The menu's entry and the save prompts are links to a fragment (offline-panel-links.ts): the panel
  // opens, saving with the second one, and the fragment leaves the address so that the next tap opens it again.
  useEffect(() => {
    const answer = () => {
      const { hash, pathname, search } = window.location;
      if (hash !== offlinePanelHash && hash !== saveDaysHash) return;
      history.replaceState(history.state, '', `${pathname}${search}`);
      setUsed(true);
      setOpen(true);
      if (hash === saveDaysHash) setSaveRequests((count) => count + 1);
    };
    answer();
    window.addEventListener('hashchange', answer);
    return () => window.removeEventListener('hashchange', answer);
  }, []);

  if (!isTop) return null;
  // The saved copy is shown only to the member it was saved for while they may keep it; until the work
  // behind the page has removed another's, it is as if there were none.
  const own = device.snapshot?.userId === userId && canSave ? device : { ...device, snapshot: undefined, favorites: [] };
  const pending = device.pending.length;
  const showIndicator = !online || pending > 0;
  const showNotice = outcome !== null && outcome.status !== 'idle';
  const status = [online ? '' : text.indicator.offline, pending > 0 ? fillPlural(text.indicator.pending, pending, text.locale) : ''].filter(Boolean).join(' · ');
  const openPanel = () => {
    setUsed(true);
    setOpen(true);
  };
  const opener = { 'aria-haspopup': 'dialog' as const, 'aria-expanded': open, onPointerEnter: () => preloadPanel(panelIntl.locale), onFocus: () => preloadPanel(panelIntl.locale), onClick: openPanel };
  return (
    <>
      <OfflineWork online={online} userId={userId} canSave={canSave} answeredAt={answeredAt} onChange={setWork} />
      {/* Present from the start, so that a screen reader hears the connection change. */}
      <p aria-live="polite" className="sr-only">
        {status}
      </p>
      {(showIndicator || showNotice) && (
        <aside aria-label={text.indicator.label} className="order-first flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-amber-300 bg-amber-50 px-4 py-1.5 print:hidden">
          {showIndicator && (
            <button type="button" {...opener} className="flex min-h-11 items-center gap-2 rounded-full border border-amber-400 bg-amber-100 px-3 text-sm font-semibold text-amber-900">
              <span aria-hidden="true" className={`size-2.5 rounded-full ${online ? 'bg-primary-600' : 'bg-amber-600'}`} />
              {status}
            </button>
          )}
          {/* Mounted only with something to say: its script is not asked for when the connection merely drops. */}
          {showNotice && <SyncNotice outcome={outcome} onDismiss={dismiss} locale={text.locale} />}
        </aside>
      )}
      {canSave && !showIndicator && (
        <div data-offline-entry="" className="flex justify-center bg-slate-50 px-4 pb-3 print:hidden">
          <button type="button" {...opener} className="min-h-11 px-2 text-sm font-semibold text-primary-700 underline">
            {text.indicator.open}
            {own.snapshot && <span className="font-normal text-slate-600"> · {text.indicator.saved}</span>}
          </button>
        </div>
      )}
      {used && <OfflinePanel open={open} onOpenChange={setOpen} userId={userId} canSave={canSave} days={days} online={online} device={own} saveRequests={saveRequests} intl={panelIntl} />}
    </>
  );
}
