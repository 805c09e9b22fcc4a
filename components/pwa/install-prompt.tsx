'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { AppLocale } from '@/lib/i18n/locales';
import { retryWhenOnline } from '@/lib/pwa/device/retry-when-online';

// The banner, its texts and the translation library load when the browser first offers installation.
const InstallBanner = dynamic(() => retryWhenOnline(() => import('./install-banner')).then((module) => module.InstallBanner), { ssr: false });

/** Chromium's event offering installation (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const hideInstallKey = 'hide-install';

function installHidden(): boolean {
  try {
    return window.matchMedia('(display-mode: standalone)').matches || window.localStorage.getItem(hideInstallKey) !== null;
  } catch {
    return false;
  }
}

// The first use of the page after which the banner may show: the end of a tap or a key, or a scroll.
const interactions = ['pointerup', 'keyup', 'scroll'] as const;

/**
 * Offers installation when the browser does; not once installed or after the user said no. The banner
 * waits for the visitor's first use of the page: it would otherwise cover the page as it arrives, and
 * being the largest text drawn late it would become the page's largest paint (LCP), held back until
 * the scripts have run. Chromium offers as soon as a page is installable, usually during the load.
 */
export function InstallPrompt({ locale }: { locale: AppLocale }) {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    if (window.top !== window.self) return;
    let kept: BeforeInstallPromptEvent | null = null;
    let used = false;
    const onUse = () => {
      used = true;
      for (const type of interactions) window.removeEventListener(type, onUse);
      if (kept) setOffer(kept);
    };
    const onOffer = (event: Event) => {
      if (installHidden()) return;
      // Keeps the browser's own mini bar away; the banner below asks instead.
      event.preventDefault();
      kept = event as BeforeInstallPromptEvent;
      if (used) setOffer(kept);
    };
    const onInstalled = () => {
      kept = null;
      setOffer(null);
    };
    for (const type of interactions) window.addEventListener(type, onUse, { passive: true });
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      for (const type of interactions) window.removeEventListener(type, onUse);
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!offer) return null;

  const install = async () => {
    await offer.prompt();
    await offer.userChoice.catch(() => undefined);
    setOffer(null);
  };
  const dismiss = () => {
    try {
      window.localStorage.setItem(hideInstallKey, '1');
    } catch {
      // Without storage the banner simply returns on the next offer.
    }
    setOffer(null);
  };

  return (
    <InstallBanner locale={locale} onInstall={() => void install()} onDismiss={dismiss} />
  );
}
