/**
 * Reads an owner's files into a draft, in the reading's own process (jobs/reading-process.ts): the
 * pages' text first (reading/read-pages.ts: a PDF's text layer, or OCR of a page drawn or a photo),
 * then the layout step reads the menu from all the pages (draftOfPages).
 */
import type { MenuDraft } from './draft.ts';
import type { ReadingJobInput } from './jobs/messages.ts';
import { readMenuDraft } from './layout/read-draft.ts';
import type { PageText } from './reading/page-text.ts';
import { MenuReadError } from './reading/read-error.ts';
import { type ReadCallbacks, readPages } from './reading/read-pages.ts';

const noDishesFound = () =>
  new MenuReadError(
    'no_dishes_found',
    'No dishes with prices were found. Check that the photos show the menu, sharp and whole, or send its PDF.',
  );

/** The menu the pages' text prints; refused when it has no dish with a price. */
export function draftOfPages(pages: readonly PageText[], language: ReadingJobInput['language']): MenuDraft {
  const draft = readMenuDraft(pages, { language });
  if (draft.sections.length === 0) throw noDishesFound();
  return draft;
}

export async function readMenuFiles(input: ReadingJobInput, on: ReadCallbacks): Promise<MenuDraft> {
  return draftOfPages(await readPages(input, on), input.language);
}
