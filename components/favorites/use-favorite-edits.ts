'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { removeFavoriteAction } from '@/lib/favorites/actions/remove-favorite';
import { setFavoriteColorAction } from '@/lib/favorites/actions/set-favorite-color';
import type { ActionResult } from '@/lib/errors';
import { fillTemplate } from '@/lib/i18n/message-template';
import { callAction } from './call-action';
import { queuedEditsOfViewer, recordEditOnDevice, type QueuedEdit } from './device-queue';
import { announceFavoriteChange } from './favorite-change-event';
import type { FavoriteValue } from './favorite-types';

export type Notice = { kind: 'error' | 'status'; text: string; id: number };

/** What became of a colour change: the server has it, the device's queue holds it, or it was undone. */
export type EditOutcome = 'saved' | 'queued' | 'failed';

const none: FavoriteValue = { color: null, memo: '' };

const unreachableKey = 'Errors.favorites.unreachable';

/**
 * Offline, a colour change or removal joins the device's queue of edits (lib/offline), which is sent
 * with its edit time when the network returns and merged field by field, instead of being undone.
 */
async function queuedOnDevice(result: ActionResult<unknown>, circleId: number, color: number | null): Promise<boolean> {
  if (result.ok || result.error.messageKey !== unreachableKey || navigator.onLine) return false;
  try {
    await recordEditOnDevice(circleId, { color });
    return true;
  } catch {
    return false;
  }
}

/** A value with the device's queued edit over it (a memo alone makes a memo-only favourite). */
function withQueuedEdit(value: FavoriteValue, edit: QueuedEdit): FavoriteValue {
  const memo = edit.memo ?? value.memo;
  const color = edit.color !== undefined ? edit.color : (value.color ?? (memo !== '' ? 0 : null));
  return { color, memo };
}

/**
 * The favourites of the circles on a page, changed optimistically. Each circle remembers what the
 * server last confirmed; a failed change returns the circle to it, unless a newer change of the same
 * circle is already under way, and says so in the user's language. Edits queued on the device while
 * offline show over what the page was made with, also after a reload; new values from the server (a
 * refresh, after the queue was sent) replace the shown ones wherever no change is under way.
 */
export function useFavoriteEdits(initial: ReadonlyMap<number, FavoriteValue>, texts: { rolledBack: string; removed: string; queuedOffline: string }) {
  const [values, setValues] = useState(() => new Map(initial));
  const [notice, setNotice] = useState<Notice | null>(null);
  const confirmed = useRef(new Map(initial));
  const latest = useRef(new Map<number, number>());
  // Circles with a change on its way to the server, which a refresh must not undo on the screen.
  const underWay = useRef(new Map<number, number>());
  const errorMessage = useErrorMessage({ preload: false });

  // The server's values when it sends new ones, with the device's queued edits over them; on the first
  // render only the queue (the values are the server's already). The queue's code loads here too, so
  // that it is there when the network goes.
  const received = useRef(initial);
  useEffect(() => {
    const fresh = received.current !== initial;
    received.current = initial;
    let current = true;
    if (fresh) {
      setValues((previous) => {
        const next = new Map(previous);
        for (const [circleId, value] of initial) if (!underWay.current.has(circleId)) next.set(circleId, value);
        return next;
      });
      for (const [circleId, value] of initial) if (!underWay.current.has(circleId)) confirmed.current.set(circleId, value);
    }
    queuedEditsOfViewer().then(
      (edits) => {
        if (!current || edits.size === 0) return;
        for (const [circleId, edit] of edits) confirmed.current.set(circleId, withQueuedEdit(confirmed.current.get(circleId) ?? none, edit));
        setValues((previous) => {
          const next = new Map(previous);
          for (const [circleId, edit] of edits) if (!underWay.current.has(circleId)) next.set(circleId, withQueuedEdit(previous.get(circleId) ?? none, edit));
          return next;
        });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [initial]);

  // Every change shown (optimistic, confirmed or undone) is announced to the page's other parts.
  const announcedValues = useRef(values);
  useEffect(() => {
    const before = announcedValues.current;
    announcedValues.current = values;
    if (before === values) return;
    for (const [circleId, value] of values) {
      const old = before.get(circleId) ?? none;
      if (old.color !== value.color || old.memo !== value.memo) announceFavoriteChange({ circleId, ...value });
    }
  }, [values]);

  const put = useCallback((circleId: number, value: FavoriteValue) => setValues((previous) => new Map(previous).set(circleId, value)), []);
  const announce = useCallback((kind: Notice['kind'], text: string) => setNotice({ kind, text, id: Date.now() }), []);

  const begin = (circleId: number) => {
    const ticket = (latest.current.get(circleId) ?? 0) + 1;
    latest.current.set(circleId, ticket);
    underWay.current.set(circleId, (underWay.current.get(circleId) ?? 0) + 1);
    return () => latest.current.get(circleId) === ticket;
  };
  const settle = (circleId: number) => {
    const left = (underWay.current.get(circleId) ?? 1) - 1;
    if (left > 0) underWay.current.set(circleId, left);
    else underWay.current.delete(circleId);
  };

  const setColor = useCallback(
    async (circleId: number, color: number): Promise<EditOutcome> => {
      const isLatest = begin(circleId);
      try {
        const before = confirmed.current.get(circleId) ?? none;
        put(circleId, { ...before, color });
        const result = await callAction(() => setFavoriteColorAction({ circleId, color }));
        if (await queuedOnDevice(result, circleId, color)) {
          confirmed.current.set(circleId, { ...before, color });
          announce('status', texts.queuedOffline);
          return 'queued';
        }
        if (result.ok) {
          const value = { color: result.data.color, memo: result.data.memo };
          confirmed.current.set(circleId, value);
          if (isLatest()) put(circleId, value);
          return 'saved';
        }
        if (isLatest()) {
          put(circleId, confirmed.current.get(circleId) ?? none);
          announce('error', fillTemplate(texts.rolledBack, { reason: errorMessage(result.error.messageKey) }));
        }
        return 'failed';
      } finally {
        settle(circleId);
      }
    },
    [put, announce, errorMessage, texts.rolledBack, texts.queuedOffline],
  );

  const remove = useCallback(
    async (circleId: number, name: string) => {
      const isLatest = begin(circleId);
      try {
        put(circleId, none);
        const result = await callAction(() => removeFavoriteAction({ circleId }));
        if (await queuedOnDevice(result, circleId, null)) {
          confirmed.current.set(circleId, none);
          announce('status', texts.queuedOffline);
        } else if (result.ok) {
          confirmed.current.set(circleId, none);
          announce('status', fillTemplate(texts.removed, { name }));
        } else if (isLatest()) {
          put(circleId, confirmed.current.get(circleId) ?? none);
          announce('error', fillTemplate(texts.rolledBack, { reason: errorMessage(result.error.messageKey) }));
        }
      } finally {
        settle(circleId);
      }
    },
    [put, announce, errorMessage, texts.rolledBack, texts.removed, texts.queuedOffline],
  );

  /** A memo the server saved: a memo on a circle that was no favourite made it a memo-only one. */
  const memoSaved = useCallback(
    (circleId: number, state: { color: number; memo: string } | null) => {
      const value = state ? { color: state.color, memo: state.memo } : none;
      confirmed.current.set(circleId, value);
      setValues((previous) => {
        const current = previous.get(circleId) ?? none;
        return new Map(previous).set(circleId, { color: current.color === null || value.color === null ? value.color : current.color, memo: value.memo });
      });
    },
    [],
  );

  /** One change to many circles in one action, shown at once and undone together if it fails. */
  const bulk = useCallback(
    async (circleIds: readonly number[], next: (value: FavoriteValue) => FavoriteValue, action: () => Promise<ActionResult<unknown>>, done: string) => {
      const tickets = circleIds.map((circleId) => begin(circleId));
      setValues((previous) => {
        const map = new Map(previous);
        for (const circleId of circleIds) map.set(circleId, next(previous.get(circleId) ?? none));
        return map;
      });
      const result = await callAction(action);
      for (const circleId of circleIds) settle(circleId);
      if (result.ok) {
        for (const circleId of circleIds) confirmed.current.set(circleId, next(confirmed.current.get(circleId) ?? none));
        announce('status', done);
        return true;
      }
      setValues((previous) => {
        const map = new Map(previous);
        circleIds.forEach((circleId, index) => tickets[index]?.() && map.set(circleId, confirmed.current.get(circleId) ?? none));
        return map;
      });
      announce('error', fillTemplate(texts.rolledBack, { reason: errorMessage(result.error.messageKey) }));
      return false;
    },
    [announce, errorMessage, texts.rolledBack],
  );

  const dismiss = useCallback(() => setNotice(null), []);
  return { values, setColor, remove, bulk, memoSaved, notice, announce, dismiss };
}
