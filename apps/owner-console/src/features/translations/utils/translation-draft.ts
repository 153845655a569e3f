import type { Schemas } from '@tavola/api/schema';
import { OPTION_NAME_MAX, validateOptionTranslatedName } from '@tavola/domain/item-options';
import { FIELD_LIMITS } from '@tavola/domain/limits';
import { type Message, messages } from '@tavola/domain/messages';
import { limitText } from '@tavola/domain/text';

/**
 * The translation editor's state, kept apart from the screen: the sheet as the server last gave it,
 * plus the owner's unsaved edits by text. Everything the screen shows (progress, marks, the save
 * body) is derived from those two, so a new sheet from the server (a save, machine drafts) can be
 * taken in while the owner's edits stay.
 */

export type TranslationText = Schemas['TranslationText'];
export type TranslationSheet = Schemas['TranslationSheet'];
export type TranslationTextInput = Schemas['TranslationTextInput'];

/** One unsaved change to a text: what the field holds, and whether its stored state was accepted. */
export interface TextEdit {
  value: string;
  /** "Accept" on a machine draft or "Still correct" on an outdated translation */
  accepted: boolean;
}

export type Edits = Readonly<Record<string, TextEdit>>;

/** A text's identity in a sheet: `item:12:description`. */
export function textKey(text: Pick<TranslationText, 'kind' | 'id' | 'field'>): string {
  return `${text.kind}:${text.id}:${text.field}`;
}

export type TextState = 'missing' | 'translated' | 'outdated' | 'draft';

const stored = (text: TranslationText) => text.translation ?? '';

/** Whether the field holds something else than what is stored (the owner's own text then). */
export function isChanged(text: TranslationText, edit: TextEdit | undefined): boolean {
  return edit !== undefined && edit.value.trim() !== stored(text).trim();
}

/** The state of a text as it is stored on the server. */
export function savedState(text: TranslationText): TextState {
  if (!stored(text).trim()) return 'missing';
  if (text.machineDraft) return 'draft';
  if (text.outdated) return 'outdated';
  return 'translated';
}

/**
 * The state the text will have once saved: an edited text is the owner's own (accepted, made from
 * the current original); an accepted draft or outdated text becomes current.
 */
export function liveState(text: TranslationText, edit: TextEdit | undefined): TextState {
  if (isChanged(text, edit)) return edit?.value.trim() ? 'translated' : 'missing';
  const state = savedState(text);
  if (edit?.accepted && (state === 'draft' || state === 'outdated')) return 'translated';
  return state;
}

export interface Progress {
  total: number;
  /** accepted translations, outdated ones included (as the contract counts them) */
  translated: number;
  outdated: number;
  machineDrafts: number;
}

/** TranslationSheet.progress, recomputed from the values being edited. */
export function liveProgress(texts: readonly TranslationText[], edits: Edits): Progress {
  const progress: Progress = { total: texts.length, translated: 0, outdated: 0, machineDrafts: 0 };
  for (const text of texts) {
    const state = liveState(text, edits[textKey(text)]);
    if (state === 'translated') progress.translated++;
    else if (state === 'outdated') {
      progress.translated++;
      progress.outdated++;
    } else if (state === 'draft') {
      progress.machineDrafts++;
      // as the server counts: a draft made from an earlier original is outdated too
      if (text.outdated) progress.outdated++;
    }
  }
  return progress;
}

/** The field's current value: the edit, else the stored translation. */
export function fieldValue(text: TranslationText, edit: TextEdit | undefined): string {
  return edit?.value ?? stored(text);
}

/** Whether an edit would change anything on save (a retyped identical text does not). */
function isPending(text: TranslationText, edit: TextEdit | undefined): boolean {
  if (!edit) return false;
  if (isChanged(text, edit)) return true;
  const state = savedState(text);
  return edit.accepted && (state === 'draft' || state === 'outdated');
}

export function hasUnsavedEdits(texts: readonly TranslationText[], edits: Edits): boolean {
  return texts.some((text) => isPending(text, edits[textKey(text)]));
}

/**
 * The save body: only the texts that change, in sheet order. An edited text goes as written (blank
 * removes it); an accepted one goes as stored with `accept`.
 */
export function saveBody(texts: readonly TranslationText[], edits: Edits): TranslationTextInput[] {
  const body: TranslationTextInput[] = [];
  for (const text of texts) {
    const edit = edits[textKey(text)];
    if (!edit || !isPending(text, edit)) continue;
    const base = { kind: text.kind, id: text.id, field: text.field };
    if (isChanged(text, edit)) body.push({ ...base, translation: edit.value.trim() || null });
    else body.push({ ...base, translation: text.translation, accept: true });
  }
  return body;
}

/** Accepts every machine draft the owner has not rewritten ("Accept all drafts"). */
export function acceptAllDrafts(texts: readonly TranslationText[], edits: Edits): Edits {
  const next: Record<string, TextEdit> = { ...edits };
  for (const text of texts) {
    const key = textKey(text);
    const edit = edits[key];
    if (savedState(text) !== 'draft' || isChanged(text, edit)) continue;
    next[key] = { value: fieldValue(text, edit), accepted: true };
  }
  return next;
}

/**
 * The edits still worth keeping against a new sheet from the server: after a save, none of the
 * saved ones (the sheet now holds them); after machine drafts, every one (the owner's edits win over
 * the drafts, which only fill texts that were empty on the server).
 */
export function editsStillPending(texts: readonly TranslationText[], edits: Edits): Edits {
  const next: Record<string, TextEdit> = {};
  for (const text of texts) {
    const key = textKey(text);
    const edit = edits[key];
    if (edit && isPending(text, edit)) next[key] = edit;
  }
  return next;
}

const isOptionText = (text: Pick<TranslationText, 'kind'>) =>
  text.kind === 'option-group' || text.kind === 'option';

/**
 * Spec section 5's limits: names 100 characters, descriptions and ingredients 254; option groups'
 * and options' names 60 (issue 49).
 */
export function maxLengthOf(text: Pick<TranslationText, 'kind' | 'field'>): number {
  if (isOptionText(text)) return OPTION_NAME_MAX;
  if (text.field === 'description') return FIELD_LIMITS.item.description;
  if (text.field === 'ingredients') return FIELD_LIMITS.item.ingredients;
  return text.kind === 'item' ? FIELD_LIMITS.item.name : FIELD_LIMITS.menu.name;
}

/** The domain's too-long message for the text's field, or null when it fits. */
export function validateTranslation(text: TranslationText, value: string): Message | null {
  const max = maxLengthOf(text);
  if (isOptionText(text)) return validateOptionTranslatedName(value);
  if (text.field === 'description') return limitText(value, max, messages.itemDescriptionTooLong);
  if (text.field === 'ingredients') return limitText(value, max, messages.itemIngredientsTooLong);
  if (text.kind === 'section') return limitText(value, max, messages.sectionNameTooLong);
  if (text.kind === 'menu') return limitText(value, max, messages.menuNameTooLong);
  return limitText(value, max, messages.itemNameTooLong);
}

/**
 * The server's refusals of a save (`details[].field` like `texts[3].translation`) by text key:
 * `sent` is the body's texts in the order they were sent.
 */
export function serverErrorsByKey(
  details: readonly { field?: string | null; message: string }[],
  sent: readonly Pick<TranslationTextInput, 'kind' | 'id' | 'field'>[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const detail of details) {
    const match = /^texts\[(\d+)\]/.exec(detail.field ?? '');
    const text = match ? sent[Number(match[1])] : undefined;
    if (text && !errors[textKey(text)]) errors[textKey(text)] = detail.message;
  }
  return errors;
}

/** Texts grouped for display: the menu's name first, then each section with its items. */
export interface TextGroup {
  /** null for the menu's own name */
  sectionId: number | null;
  texts: TranslationText[];
}

export function groupBySection(texts: readonly TranslationText[]): TextGroup[] {
  const groups: TextGroup[] = [];
  for (const text of texts) {
    const last = groups.at(-1);
    if (last && last.sectionId === text.sectionId) last.texts.push(text);
    else groups.push({ sectionId: text.sectionId, texts: [text] });
  }
  return groups;
}

/**
 * Whose an option text is, by text key: an option group's item name, an option's group name (their
 * originals as the sheet lists them). A text whose owner has no text in the sheet (an item whose
 * name is not translated) has none.
 */
export function optionContexts(texts: readonly TranslationText[]): Map<string, string> {
  const itemNames = new Map<number, string>();
  const groupNames = new Map<number, string>();
  for (const text of texts) {
    if (text.kind === 'item' && text.field === 'name') itemNames.set(text.id, text.original);
    if (text.kind === 'option-group') groupNames.set(text.id, text.original);
  }
  const contexts = new Map<string, string>();
  for (const text of texts) {
    const owner =
      text.kind === 'option-group' && text.itemId !== undefined
        ? itemNames.get(text.itemId)
        : text.kind === 'option' && text.optionGroupId !== undefined
          ? groupNames.get(text.optionGroupId)
          : undefined;
    if (owner !== undefined) contexts.set(textKey(text), owner);
  }
  return contexts;
}
