'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { buttonStyles } from '@/components/ui/styles';
import { removePushDeviceAction, savePushDeviceAction } from '@/lib/notifications/actions/save-push-device';
import { deviceHasSavedDays } from './report-days-saved';

export type NotificationSwitchText = {
  turnOn: string;
  turnOff: string;
  working: string;
  on: string;
  off: string;
  denied: string;
  unsupported: string;
  iphone: string;
  failed: string;
};

type State = 'checking' | 'unsupported' | 'denied' | 'off' | 'on' | 'working' | 'failed';

/** The VAPID public key as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

const supported = () => typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;
const noSubscription = () => () => {};
const browserState = (): 'unsupported' | 'denied' | 'ready' => (!supported() ? 'unsupported' : Notification.permission === 'denied' ? 'denied' : 'ready');
const isAppleMobile = () => /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

/**
 * Turns this device's notifications on or off (decision 044). The browser's permission prompt is asked
 * for only inside the tap's own handler: browsers refuse, or hide, a prompt a page asks for by itself.
 * On an iPhone the note says what Safari needs first (iOS 16.4 or later, the app on the Home Screen).
 */
export function NotificationSwitch({ publicKey, text, onLabel }: { publicKey: string; text: NotificationSwitchText; onLabel?: string }) {
  const [state, setState] = useState<State>('checking');
  // What the browser allows is read as it renders (nothing on the server): no effect sets it.
  const apple = useSyncExternalStore(noSubscription, isAppleMobile, () => false);
  const browser = useSyncExternalStore(noSubscription, browserState, () => 'checking' as const);

  useEffect(() => {
    if (browser !== 'ready') return;
    let live = true;
    void currentSubscription()
      .then((subscription) => live && setState(subscription && Notification.permission === 'granted' ? 'on' : 'off'))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, [browser]);

  async function turnOn() {
    // Asked first, in the tap itself, before anything else awaits.
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return setState(permission === 'denied' ? 'denied' : 'off');
    setState('working');
    try {
      const registration = await navigator.serviceWorker.ready;
      const subscription = (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
      const result = await savePushDeviceAction({ ...subscription.toJSON(), daysSaved: await deviceHasSavedDays() });
      setState(result.ok ? 'on' : 'failed');
    } catch {
      setState('failed');
    }
  }

  async function turnOff() {
    setState('working');
    const subscription = await currentSubscription().catch(() => null);
    if (subscription) {
      await removePushDeviceAction({ endpoint: subscription.endpoint });
      await subscription.unsubscribe().catch(() => false);
    }
    setState('off');
  }

  const shown: State = browser === 'ready' ? state : browser;
  const status = { checking: null, unsupported: text.unsupported, denied: text.denied, off: text.off, on: onLabel ?? text.on, working: text.working, failed: text.failed }[shown];
  return (
    <div className="grid gap-3">
      {status && (
        <p role="status" className="text-slate-800">
          {status}
        </p>
      )}
      {(shown === 'off' || shown === 'failed') && (
        <button type="button" className={`${buttonStyles.primary} min-h-11 justify-self-start`} onClick={() => void turnOn()}>
          {text.turnOn}
        </button>
      )}
      {shown === 'on' && (
        <button type="button" className={`${buttonStyles.outline} min-h-11 justify-self-start`} onClick={() => void turnOff()}>
          {text.turnOff}
        </button>
      )}
      {apple && <p className="text-sm text-slate-600">{text.iphone}</p>}
    </div>
  );
}
