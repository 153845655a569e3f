/**
 * Sections (categories) of a menu: create, rename, hide, translate, reorder, delete. Club ownership
 * is checked before these run (plugins/openapi.ts); each handler checks the menu is the club's and
 * the section the menu's. Every write locks the menu row first and leaves positions 0..n-1,
 * shifting only the sections between the old and the new place (positions.ts).
 */
import { validateSectionName } from '@tavola/domain/section';
import { writeClub } from '#db/club-writes.ts';
import { validationFailed } from '#errors.ts';
import { clubIdOf } from '#http/club-path.ts';
import type { Handlers } from '#http/types.ts';
import { ownLanguageTranslations } from '#modules/translations/own-language.ts';
import { applyReorder, closePlace, countRows, movePlace, openPlace, sectionsOfMenu } from './positions.ts';
import * as queries from './queries.ts';

export const sectionHandlers: Handlers<'saveSection' | 'saveSectionsBatch' | 'getSection' | 'deleteSection'> =
  {
    async saveSection(request) {
      const clubId = clubIdOf(request);
      const { menuId } = request.params;
      const { id, position, disabled, station, translations } = request.body;
      const name = request.body.name.trim();
      const problem = validateSectionName(name);
      if (problem) throw validationFailed([{ field: 'name', message: problem.message }]);

      const section = await writeClub(request.server.db, clubId, async (tx) => {
        await queries.requireMenu(tx, clubId, menuId, { lock: true });
        if (translations) {
          const problems = ownLanguageTranslations(
            translations,
            await queries.menuSourceLanguage(tx, menuId),
          );
          if (problems.length > 0) throw validationFailed(problems);
        }
        let sectionId: number;
        const container = sectionsOfMenu(menuId);
        const count = await countRows(tx, container);
        if (id === undefined) {
          sectionId = await queries.insertSection(tx, {
            menuId,
            name,
            disabled: disabled ?? false,
            ...(station === undefined ? {} : { station }),
            position: await openPlace(tx, container, count, position),
          });
        } else {
          const from = await queries.sectionPosition(tx, menuId, id);
          if (from === null) throw queries.sectionNotFound();
          sectionId = id;
          const place =
            position === undefined ? undefined : await movePlace(tx, container, count, from, position);
          await queries.updateSection(tx, id, {
            name,
            ...(disabled === undefined ? {} : { disabled }),
            ...(station === undefined ? {} : { station }),
            ...(place === undefined ? {} : { position: place }),
          });
        }
        if (translations)
          await queries.replaceSectionTranslations(
            tx,
            sectionId,
            name,
            Object.fromEntries(
              Object.entries(translations).map(([language, t]) => [language, t.translatedName]),
            ),
          );
        return queries.loadSection(tx, menuId, sectionId);
      });
      if (!section) throw queries.sectionNotFound();
      return { status: 200, body: section };
    },

    async saveSectionsBatch(request) {
      const clubId = clubIdOf(request);
      const { menuId } = request.params;
      const sections = await writeClub(request.server.db, clubId, async (tx) => {
        await queries.requireMenu(tx, clubId, menuId, { lock: true });
        await applyReorder(tx, sectionsOfMenu(menuId), request.body, {
          noun: 'Section',
          container: 'menu',
          notFoundCode: 'section_not_found',
          notFoundMessage: 'Some sections are not sections of this menu. Nothing was changed.',
        });
        return queries.loadSections(tx, menuId);
      });
      return { status: 200, body: sections };
    },

    async getSection(request) {
      const { menuId, sectionId } = request.params;
      const db = request.server.db;
      await queries.requireMenu(db, clubIdOf(request), menuId);
      const section = await queries.loadSection(db, menuId, sectionId);
      if (!section) throw queries.sectionNotFound();
      return { status: 200, body: section };
    },

    async deleteSection(request) {
      const clubId = clubIdOf(request);
      const { menuId, sectionId } = request.params;
      await writeClub(request.server.db, clubId, async (tx) => {
        await queries.requireMenu(tx, clubId, menuId, { lock: true });
        const container = sectionsOfMenu(menuId);
        await countRows(tx, container); // repairs the positions first if they are not dense
        // items and translations go with it (foreign keys cascade)
        const position = await queries.deleteSection(tx, menuId, sectionId);
        if (position === null) throw queries.sectionNotFound();
        await closePlace(tx, container, position);
      });
      return { status: 204 };
    },
  };
