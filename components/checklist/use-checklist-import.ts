'use client';

import { useCallback, useRef, useState } from 'react';
import type { ErrorBody, ErrorMessageKey } from '@/lib/errors';
import { MAX_CHECKLIST_BYTES } from '@/lib/checklist/limits';
import type { ImportBody, PreviewBody } from '@/lib/checklist/preview-body';

export type ImportState =
  | { step: 'choose' }
  | { step: 'reading' }
  | { step: 'preview'; preview: PreviewBody }
  | { step: 'importing'; preview: PreviewBody }
  | { step: 'done'; result: ImportBody }
  | { step: 'failed'; messageKey: ErrorMessageKey; preview?: PreviewBody };

// What the import says when the server could not say more: a failed read is a processing
// error, a failed write an import error.
const READ_FAILED: ErrorMessageKey = 'Errors.checklist.processingError';
const IMPORT_FAILED: ErrorMessageKey = 'Errors.checklist.importFailed';

type Upload = { body: File; headers: HeadersInit } | { body: FormData; headers?: undefined };

async function post<T>(path: string, upload: Upload, overwrite: boolean, fallback: ErrorMessageKey): Promise<{ ok: true; data: T } | { ok: false; messageKey: ErrorMessageKey }> {
  try {
    const response = await fetch(`${path}?overwrite=${overwrite ? 1 : 0}`, { method: 'POST', ...upload });
    if (response.ok) return { ok: true, data: (await response.json()) as T };
    const body = (await response.json().catch(() => null)) as ErrorBody | null;
    return { ok: false, messageKey: body === null || body.error.code === 'internal' ? fallback : body.error.messageKey };
  } catch {
    return { ok: false, messageKey: fallback };
  }
}

/**
 * Choose, preview, apply. The file is sent twice (preview, then apply) rather than the preview's
 * rows, so the server applies exactly what its own rules matched; a file over the limit is refused
 * here from its size alone, before a byte of it is read.
 */
export function useChecklistImport(onImported: () => void) {
  const [state, setState] = useState<ImportState>({ step: 'choose' });
  const [overwrite, setOverwrite] = useState(false);
  const [kept, setKept] = useState<ReadonlySet<number>>(new Set());
  const fileRef = useRef<File | null>(null);

  const preview = useCallback(async (file: File | null, replace: boolean) => {
    fileRef.current = file;
    if (file === null) return setState({ step: 'choose' });
    if (file.size > MAX_CHECKLIST_BYTES) return setState({ step: 'failed', messageKey: 'Errors.checklist.fileTooLarge' });
    setState({ step: 'reading' });
    setKept(new Set());
    const upload = { body: file, headers: { 'Content-Type': 'application/octet-stream' } };
    const result = await post<PreviewBody>('/api/checklist/preview', upload, replace, READ_FAILED);
    // A newer choice may have replaced this file while it was read.
    if (fileRef.current !== file) return;
    setState(result.ok ? { step: 'preview', preview: result.data } : { step: 'failed', messageKey: result.messageKey });
  }, []);

  const choose = useCallback((file: File | null) => void preview(file, overwrite), [preview, overwrite]);

  const changeOverwrite = useCallback(
    (replace: boolean) => {
      setOverwrite(replace);
      if (fileRef.current !== null) void preview(fileRef.current, replace);
    },
    [preview],
  );

  const apply = useCallback(async () => {
    const file = fileRef.current;
    // After a failed import the preview stays, and applying again is a retry.
    const shown = state.step === 'preview' || state.step === 'failed' ? state.preview : undefined;
    if (file === null || shown === undefined) return;
    setState({ step: 'importing', preview: shown });
    // The file again, with the lines of the uncertain rows the member ticked; the server checks both.
    const form = new FormData();
    form.set('file', file);
    form.set('keep', [...kept].sort((a, b) => a - b).join(','));
    const result = await post<ImportBody>('/api/checklist/import', { body: form }, overwrite, IMPORT_FAILED);
    if (result.ok) {
      setState({ step: 'done', result: result.data });
      onImported();
    } else {
      setState({ step: 'failed', messageKey: result.messageKey, preview: shown });
    }
  }, [state, overwrite, kept, onImported]);

  const keep = useCallback((line: number, ticked: boolean) => {
    setKept((current) => {
      const next = new Set(current);
      if (ticked) next.add(line);
      else next.delete(line);
      return next;
    });
  }, []);

  const reset = useCallback(() => {
    fileRef.current = null;
    setKept(new Set());
    setState({ step: 'choose' });
  }, []);

  return { state, overwrite, kept, keep, choose, changeOverwrite, apply, reset };
}
