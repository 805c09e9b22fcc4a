'use client';

import { useEffect, useRef, useState } from 'react';

// A page's live stream (decision 043): an EventSource on `path` that starts from the number the page
// was drawn at and calls `onChange` for every later number. The browser reconnects a dropped stream
// itself and sends the last event id, so the server replays what was missed. Where a stream cannot be
// held (no EventSource, a proxy that buffers or refuses it, a full instance) the page polls instead,
// when `poll` is given, and tries the stream again a minute later. Nothing runs while the page is hidden.

export type LiveMode = 'stream' | 'polling';

type Options = {
  path: string;
  sequence: number;
  onChange: (sequence: number) => void;
  /** The server ended the stream: access ended (removed, signed out, plan over) or the instance stops. */
  onEnded: (reason: string) => void;
  /** One poll; answers the topic's current number, or null when it could not tell. */
  poll?: () => Promise<number | null>;
  pollMs: number;
};

/** Longer than two of the server's pings (15 s): a stream this quiet is held back by something. */
const WATCHDOG_MS = 40_000;
/** The first bytes (sent at once) must come within this, or the stream is taken as unusable. */
const OPEN_WITHIN_MS = 10_000;
const STREAM_AGAIN_MS = 60_000;
const ERRORS_BEFORE_POLLING = 3;

export function useLiveEvents({ path, sequence, onChange, onEnded, poll, pollMs }: Options): LiveMode {
  const [mode, setMode] = useState<LiveMode>('stream');
  const known = useRef(sequence);
  const handlers = useRef({ onChange, onEnded, poll });
  useEffect(() => {
    handlers.current = { onChange, onEnded, poll };
    known.current = Math.max(known.current, sequence);
  });

  useEffect(() => {
    let source: EventSource | null = null;
    let timers: ReturnType<typeof setTimeout>[] = [];
    let ended = false;
    // A poll in flight when the page switched back to the stream must not schedule another.
    let generation = 0;
    const clear = () => {
      generation += 1;
      source?.close();
      source = null;
      for (const timer of timers) clearTimeout(timer);
      timers = [];
    };
    const seen = (next: number) => {
      if (next <= known.current) return;
      known.current = next;
      handlers.current.onChange(next);
    };

    const startPolling = () => {
      clear();
      timers.push(setTimeout(openStream, STREAM_AGAIN_MS));
      if (!handlers.current.poll) return;
      setMode('polling');
      const current = generation;
      const tick = async () => {
        const latest = await handlers.current.poll?.().catch(() => null);
        if (current !== generation) return;
        if (latest != null) seen(latest);
        timers.push(setTimeout(() => void tick(), pollMs));
      };
      timers.push(setTimeout(() => void tick(), 0));
    };

    function openStream() {
      clear();
      if (ended || document.hidden) return;
      if (typeof EventSource === 'undefined') return startPolling();
      const stream = new EventSource(`${path}?since=${known.current}`);
      source = stream;
      let errors = 0;
      let watchdog = setTimeout(startPolling, OPEN_WITHIN_MS);
      timers.push(watchdog);
      const alive = () => {
        errors = 0;
        clearTimeout(watchdog);
        watchdog = setTimeout(startPolling, WATCHDOG_MS);
        timers.push(watchdog);
        setMode('stream');
      };
      stream.addEventListener('open', alive);
      stream.addEventListener('ping', alive);
      stream.addEventListener('change', (event) => {
        alive();
        const { sequence: next } = JSON.parse((event as MessageEvent<string>).data) as { sequence: number };
        seen(next);
      });
      stream.addEventListener('end', (event) => {
        const { reason } = JSON.parse((event as MessageEvent<string>).data) as { reason: string };
        clear();
        // An instance that stops sends its pages elsewhere; any other end is final for this page.
        if (reason === 'stopping') timers.push(setTimeout(openStream, 500 + Math.random() * 1_500));
        else {
          ended = true;
          handlers.current.onEnded(reason);
        }
      });
      stream.addEventListener('error', () => {
        errors += 1;
        // CLOSED: the server answered with an error (or not a stream); the browser will not try again.
        if (stream.readyState === EventSource.CLOSED || errors >= ERRORS_BEFORE_POLLING) startPolling();
      });
    }

    const onVisibility = () => (document.hidden ? clear() : openStream());
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', openStream);
    openStream();
    return () => {
      clear();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', openStream);
    };
  }, [path, pollMs]);

  return mode;
}
