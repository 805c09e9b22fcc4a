// Unsaved memo text is kept in the browser until the server confirms it, so a closed tab, a lost
// connection or a failed save never loses what was typed; the next visit saves it.

type Draft = { base: string; memo: string };

const storageKey = (circleId: number) => `favorite-memo-draft:${circleId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function writeDraft(circleId: number, draft: Draft): void {
  try {
    storage()?.setItem(storageKey(circleId), JSON.stringify(draft));
  } catch {
    // A full or disabled storage only loses the safety net, not the edit on screen.
  }
}

export function clearDraft(circleId: number): void {
  storage()?.removeItem(storageKey(circleId));
}

/**
 * The text to resume with: a draft written on top of the memo the server still has; a draft the server
 * already holds, or one written over a memo changed elsewhere since, is dropped.
 */
export function resumeDraft(circleId: number, serverMemo: string): string | null {
  const text = storage()?.getItem(storageKey(circleId));
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as Partial<Draft>;
    if (typeof draft.memo === 'string' && typeof draft.base === 'string' && draft.base === serverMemo && draft.memo !== serverMemo) return draft.memo;
  } catch {
    // An unreadable draft is dropped below.
  }
  clearDraft(circleId);
  return null;
}
