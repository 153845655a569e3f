/**
 * The translation editor of a menu: read every text in one language, save them all or nothing,
 * remove the language, fill the missing ones with machine drafts. Club ownership is checked before
 * these run (plugins/openapi.ts); each handler checks the menu is the club's, the plan and the two
 * switches (club and menu), and that the language is not the menu's own.
 */
import type { components } from '@tavola/api/schema';
import { validateOptionTranslatedName } from '@tavola/domain/item-options';
import { entitlementsFor } from '@tavola/domain/plans';
import { validateTranslatedText } from '@tavola/domain/translation';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { writeClub } from '#db/club-writes.ts';
import { clubs } from '#db/schema.ts';
import { clubNotFound, type ErrorDetail, forbidden, HttpError, validationFailed } from '#errors.ts';
import { clubIdOf, menuNotFound } from '#http/club-path.ts';
import type { Handlers } from '#http/types.ts';
import { type FullMenu, findFullMenu } from '#modules/menus/queries.ts';
import { requireMenu } from '#modules/sections/queries.ts';
import { OWN_LANGUAGE_MESSAGE } from './own-language.ts';
import { textKey, translationSheet, translationTexts } from './sheet.ts';
import { type Translator, TranslatorError } from './translator.ts';
import { deleteLanguage, type TextWrite, writeTranslations } from './writes.ts';

type TranslationLanguage = components['schemas']['TranslationLanguage'];
type TextInput = components['schemas']['TranslationTextInput'];

/** The menu in full, once the plan, the switches and the language allow translating it. */
async function translatableMenu(
  db: DbOrTx,
  clubId: number,
  menuId: number,
  language: string,
): Promise<FullMenu> {
  const [club] = await db
    .select({ plan: clubs.plan, translationsEnabled: clubs.translationsEnabled })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  if (!club) throw clubNotFound();
  const menu = await findFullMenu(db, clubId, menuId);
  if (!menu) throw menuNotFound();
  if (!entitlementsFor(club.plan).translations)
    throw forbidden(
      'feature_not_in_plan',
      "Translations are a Smart feature: upgrade the club's plan to use them.",
    );
  if (!club.translationsEnabled || !menu.translationsEnabled)
    throw forbidden(
      'translations_off',
      club.translationsEnabled
        ? "Translations are turned off for this menu: turn them on in the menu's settings."
        : "Translations are turned off for this club: turn them on in the club's settings.",
    );
  if (language === menu.sourceLanguage)
    throw validationFailed([
      {
        field: 'language',
        message: OWN_LANGUAGE_MESSAGE,
      },
    ]);
  return menu;
}

/** The domain's limit for a translated text: option groups' and options' names are shorter. */
function translatedTextProblem(entry: TextInput) {
  return entry.kind === 'option-group' || entry.kind === 'option'
    ? validateOptionTranslatedName(entry.translation)
    : validateTranslatedText(entry.field, entry.translation);
}

/** Every entry names a text of this menu once, within its limits; all problems at once. */
function checkEntries(menu: FullMenu, language: string, entries: readonly TextInput[]): void {
  const known = new Set(
    translationTexts(menu, language).map((text) => textKey(text.kind, text.id, text.field)),
  );
  const seen = new Set<string>();
  const details: ErrorDetail[] = [];
  entries.forEach((entry, index) => {
    const key = textKey(entry.kind, entry.id, entry.field);
    if (!known.has(key)) {
      details.push({
        field: `texts[${index}]`,
        message: `This menu has no ${entry.kind} ${entry.field} with id ${entry.id} to translate`,
      });
    } else if (seen.has(key)) {
      details.push({ field: `texts[${index}]`, message: 'This text is listed more than once' });
    }
    seen.add(key);
    const problem = translatedTextProblem(entry);
    if (problem) details.push({ field: `texts[${index}].translation`, message: problem.message });
  });
  if (details.length > 0) throw validationFailed(details);
}

/** Provider failures as the contract names them; nothing was stored when these are thrown. */
function providerError(error: TranslatorError): HttpError {
  switch (error.kind) {
    case 'quota_exceeded':
      return new HttpError(
        502,
        'translation_quota_exceeded',
        'The machine translation quota is used up for now: translate the remaining texts by hand, or try again when the quota renews.',
      );
    case 'rate_limited':
      return new HttpError(
        503,
        'translation_rate_limited',
        'The translation service is busy: try again in a minute.',
        undefined,
        { 'retry-after': String(error.retryAfterSeconds ?? 60) },
      );
    case 'unreachable':
      return new HttpError(
        502,
        'translation_unreachable',
        'The translation service cannot be reached: check the connection and try again.',
      );
    default:
      return new HttpError(
        502,
        'translation_failed',
        'The translation service refused the request: try again later.',
      );
  }
}

const notConfigured = () =>
  new HttpError(
    503,
    'machine_translation_not_configured',
    'Machine translation is not set up on this server (DEEPL_AUTH_KEY).',
  );

/** Machine drafts of the texts that have no translation yet, from the provider; nothing stored. */
async function machineDrafts(
  translator: Translator,
  menu: FullMenu,
  language: TranslationLanguage,
): Promise<{ write: TextWrite; original: string }[]> {
  const missing = translationTexts(menu, language).filter((text) => text.translation === null);
  if (missing.length === 0) return [];
  let translated: string[];
  try {
    translated = await translator.translate(
      missing.map((text) => text.original),
      { from: menu.sourceLanguage, to: language },
    );
  } catch (error) {
    if (error instanceof TranslatorError) throw providerError(error);
    throw error;
  }
  return missing.map((text, index) => ({
    write: {
      kind: text.kind,
      id: text.id,
      field: text.field,
      translation: translated[index] ?? null,
      machineDraft: true,
    },
    original: text.original,
  }));
}

export const translationHandlers: Handlers<
  'getMenuTranslations' | 'saveMenuTranslations' | 'deleteMenuTranslations' | 'machineTranslateMenu'
> = {
  async getMenuTranslations(request) {
    const { menuId, language } = request.params;
    const { db, translator } = request.server;
    const menu = await translatableMenu(db, clubIdOf(request), menuId, language);
    return { status: 200, body: translationSheet(menu, language, translator !== null) };
  },

  async saveMenuTranslations(request) {
    const clubId = clubIdOf(request);
    const { menuId, language } = request.params;
    const { db, translator } = request.server;
    await writeClub(db, clubId, async (tx) => {
      // one editor save at a time per menu, and the originals cannot change under it
      await requireMenu(tx, clubId, menuId, { lock: true });
      const menu = await translatableMenu(tx, clubId, menuId, language);
      checkEntries(menu, language, request.body.texts);
      await writeTranslations(tx, menu, language, request.body.texts);
    });
    const menu = await translatableMenu(db, clubId, menuId, language);
    return { status: 200, body: translationSheet(menu, language, translator !== null) };
  },

  async deleteMenuTranslations(request) {
    const clubId = clubIdOf(request);
    const { menuId, language } = request.params;
    await writeClub(request.server.db, clubId, async (tx) => {
      await requireMenu(tx, clubId, menuId, { lock: true });
      await deleteLanguage(tx, await translatableMenu(tx, clubId, menuId, language), language);
    });
    return { status: 204 };
  },

  async machineTranslateMenu(request) {
    const clubId = clubIdOf(request);
    const { menuId, language } = request.params;
    const { db, translator } = request.server;
    const menu = await translatableMenu(db, clubId, menuId, language);
    if (!translator) throw notConfigured();
    // the provider is asked outside any transaction (it may take seconds); the drafts are then
    // written in one, only where the text is still missing (an owner may have typed one meanwhile)
    const drafts = await machineDrafts(translator, menu, language);
    if (drafts.length > 0) {
      await writeClub(db, clubId, async (tx) => {
        await requireMenu(tx, clubId, menuId, { lock: true });
        const current = await translatableMenu(tx, clubId, menuId, language);
        // key -> original, of the texts still missing: a draft of an original changed meanwhile is dropped
        const stillMissing = new Map(
          translationTexts(current, language)
            .filter((text) => text.translation === null)
            .map((text) => [textKey(text.kind, text.id, text.field), text.original]),
        );
        await writeTranslations(
          tx,
          current,
          language,
          drafts
            .filter(
              ({ write, original }) =>
                stillMissing.get(textKey(write.kind, write.id, write.field)) === original,
            )
            .map(({ write }) => write),
        );
      });
    }
    const saved = await translatableMenu(db, clubId, menuId, language);
    return { status: 200, body: translationSheet(saved, language, true) };
  },
};
