import { useCallback, useEffect, useRef, useState } from 'react';
import { draftRevisionTag, useSaveMenuReadingDraft } from '../api/save-menu-reading-draft';
import { type EditableDraft, toSavedDraft } from '../utils/draft-edits';

/** A pause in the owner's typing this long saves the draft. */
export const AUTOSAVE_DELAY_MS = 800;

/** `unsaved`: changes wait for the pause; `failed`: the server refused the last save. */
export type SaveState = 'saved' | 'unsaved' | 'saving' | 'failed';

export interface DraftAutosaveOptions {
  clubId: number;
  readingId: number;
  draft: EditableDraft;
  /** the server's revision of the draft the screen opened with (`draftRevision`) */
  revision: number;
  /** the server refused `sent` (400 with details, 409 no longer ready, 412 saved elsewhere…) */
  onRefused: (error: unknown, sent: EditableDraft) => void;
}

/**
 * Saves the review's draft after each pause in the editing, one save at a time, and once more when
 * the screen is left with changes not saved yet, so the owner can come back to it. `flush` saves
 * now and waits (before "Create the menu": the server creates from the saved draft).
 */
export function useDraftAutosave({ clubId, readingId, draft, revision, onRefused }: DraftAutosaveOptions) {
  const save = useSaveMenuReadingDraft();
  const [state, setState] = useState<SaveState>('saved');
  const latest = useRef(draft);
  latest.current = draft;
  /** the draft last sent (the one loaded counts as sent): what the server's answers are about */
  const sent = useRef(draft);
  /** the server's revision of `sent`: each save is made over it, and the server answers the next */
  const savedRevision = useRef(revision);
  const queue = useRef<Promise<boolean>>(Promise.resolve(true));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refused = useRef(onRefused);
  refused.current = onRefused;
  const { mutateAsync } = save;

  /** Sends the latest draft unless it is the one sent last; resolves true when the server has it. */
  const sendLatest = useCallback((): Promise<boolean> => {
    clearTimeout(timer.current);
    queue.current = queue.current.then(async () => {
      const sending = latest.current;
      if (sending === sent.current) return true;
      sent.current = sending;
      setState('saving');
      try {
        const saved = await mutateAsync({
          params: {
            path: { clubId, readingId },
            header: { 'If-Match': draftRevisionTag(savedRevision.current) },
          },
          body: toSavedDraft(sending),
        });
        savedRevision.current = saved.draftRevision;
        if (latest.current === sending) setState('saved');
        return true;
      } catch (error) {
        setState('failed');
        refused.current(error, sending);
        return false;
      }
    });
    return queue.current;
  }, [clubId, readingId, mutateAsync]);

  useEffect(() => {
    if (draft === sent.current) return;
    setState('unsaved');
    clearTimeout(timer.current);
    timer.current = setTimeout(sendLatest, AUTOSAVE_DELAY_MS);
  }, [draft, sendLatest]);

  // leaving the review (another page of the console) saves what the pause has not saved yet
  useEffect(
    () => () => {
      if (latest.current !== sent.current) void sendLatest();
    },
    [sendLatest],
  );

  // closing the tab cannot wait for a save: the browser asks the owner first
  useEffect(() => {
    if (state !== 'unsaved' && state !== 'saving') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state]);

  /** Takes `fresh` (the server's draft at `freshRevision`, loaded again) as the one saved. */
  const reset = useCallback((fresh: EditableDraft, freshRevision: number) => {
    clearTimeout(timer.current);
    sent.current = fresh;
    savedRevision.current = freshRevision;
    setState('saved');
  }, []);

  return { state, flush: sendLatest, lastSent: () => sent.current, reset };
}
