import type { Message } from '@tavola/domain/messages';
import { activateLanguage, i18n } from '@tavola/i18n/setup';
import { describe, expect, it } from 'vitest';
import {
  acceptAllDrafts,
  editsStillPending,
  groupBySection,
  hasUnsavedEdits,
  liveProgress,
  saveBody,
  serverErrorsByKey,
  type TranslationText,
  validateTranslation,
} from './translation-draft';

const text = (overrides: Partial<TranslationText>): TranslationText => ({
  kind: 'item',
  id: 1,
  sectionId: 10,
  field: 'name',
  original: 'Pane',
  translation: null,
  translatedFrom: null,
  outdated: false,
  machineDraft: false,
  hidden: false,
  ...overrides,
});

const done = text({ id: 1, translation: 'Bread', translatedFrom: 'Pane' });
const outdated = text({ id: 2, translation: 'Old', translatedFrom: 'Vecchio', outdated: true });
const draft = text({ id: 3, translation: 'Machine', machineDraft: true });
const missing = text({ id: 4, field: 'description' });
const TEXTS = [done, outdated, draft, missing];

describe('translation draft', () => {
  it('counts as the contract does: outdated ones are translated, drafts are not', () => {
    expect(liveProgress(TEXTS, {})).toEqual({ total: 4, translated: 2, outdated: 1, machineDrafts: 1 });
  });

  it('recounts from the edits: written, accepted, emptied', () => {
    const edits = {
      'item:2:name': { value: 'Old', accepted: true },
      'item:3:name': { value: 'Mine', accepted: false },
      'item:4:description': { value: 'Fresh', accepted: false },
      'item:1:name': { value: '  ', accepted: false },
    };
    expect(liveProgress(TEXTS, edits)).toEqual({ total: 4, translated: 3, outdated: 0, machineDrafts: 0 });
  });

  it('saves only what changes: edits as written (blank removes), acceptances with accept', () => {
    const edits = {
      'item:1:name': { value: 'Bread ', accepted: false }, // the same once trimmed: nothing to save
      'item:2:name': { value: 'Old', accepted: true },
      'item:3:name': { value: ' Mine ', accepted: false },
      'item:4:description': { value: '', accepted: false }, // still missing: nothing to save
    };
    expect(hasUnsavedEdits(TEXTS, edits)).toBe(true);
    expect(saveBody(TEXTS, edits)).toEqual([
      { kind: 'item', id: 2, field: 'name', translation: 'Old', accept: true },
      { kind: 'item', id: 3, field: 'name', translation: 'Mine' },
    ]);
    expect(saveBody(TEXTS, { 'item:1:name': { value: '', accepted: false } })).toEqual([
      { kind: 'item', id: 1, field: 'name', translation: null },
    ]);
    expect(hasUnsavedEdits(TEXTS, { 'item:1:name': { value: 'Bread', accepted: true } })).toBe(false);
  });

  it('accepts every draft the owner has not rewritten', () => {
    const other = text({ id: 5, translation: 'Second', machineDraft: true });
    const edits = acceptAllDrafts([...TEXTS, other], { 'item:5:name': { value: 'Own', accepted: false } });
    expect(edits).toEqual({
      'item:3:name': { value: 'Machine', accepted: true },
      'item:5:name': { value: 'Own', accepted: false },
    });
  });

  it('keeps only the edits a new sheet does not hold yet', () => {
    const edits = {
      'item:3:name': { value: 'Mine', accepted: false },
      'item:4:description': { value: 'Fresh', accepted: false },
    };
    const saved = [done, outdated, text({ id: 3, translation: 'Mine' }), missing];
    expect(editsStillPending(saved, edits)).toEqual({
      'item:4:description': { value: 'Fresh', accepted: false },
    });
  });

  it('maps the server’s texts[i] details to the texts sent', () => {
    const sent = saveBody(TEXTS, {
      'item:3:name': { value: 'A', accepted: false },
      'item:4:description': { value: 'B', accepted: false },
    });
    expect(serverErrorsByKey([{ field: 'texts[1].translation', message: 'Too long' }], sent)).toEqual({
      'item:4:description': 'Too long',
    });
    expect(serverErrorsByKey([{ field: 'name', message: 'x' }], sent)).toEqual({});
  });

  it('checks the length limits with the domain’s messages', async () => {
    await activateLanguage('en', { remember: false });
    expect(validateTranslation(missing, 'x'.repeat(254))).toBeNull();
    const shown = (problem: Message | null) => (problem ? i18n._(problem) : null);
    expect(shown(validateTranslation(missing, 'x'.repeat(255)))).toBe(
      'Description must be at most 254 characters',
    );
    expect(shown(validateTranslation(text({ kind: 'section' }), 'x'.repeat(101)))).toBe(
      'Name must be at most 100 characters',
    );
  });

  it('groups the menu’s name, then each section with its items', () => {
    const groups = groupBySection([
      text({ kind: 'menu', sectionId: null }),
      text({ kind: 'section', id: 10 }),
      done,
      text({ kind: 'section', id: 11, sectionId: 11 }),
    ]);
    expect(groups.map((group) => [group.sectionId, group.texts.length])).toEqual([
      [null, 1],
      [10, 2],
      [11, 1],
    ]);
  });
});

describe('an outdated machine draft', () => {
  it('counts as a draft and as outdated, as the server does, until accepted', () => {
    const stale = text({
      id: 6,
      translation: 'Machine',
      translatedFrom: 'Before',
      machineDraft: true,
      outdated: true,
    });
    expect(liveProgress([stale], {})).toEqual({ total: 1, translated: 0, outdated: 1, machineDrafts: 1 });
    expect(liveProgress([stale], { 'item:6:name': { value: 'Machine', accepted: true } })).toEqual({
      total: 1,
      translated: 1,
      outdated: 0,
      machineDrafts: 0,
    });
  });
});
