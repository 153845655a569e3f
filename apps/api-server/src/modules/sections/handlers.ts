/**
 * Sections (categories) of a menu: create, rename, hide, translate, reorder, delete. Club ownership
 * is checked before these run (plugins/openapi.ts); each handler checks the menu is the club's and
 * the section the menu's. Every write locks the menu row first and leaves positions 0..n-1.
 */
import { validateSectionName } from '@tavola/domain/section';
import { writeClub } from '#db/club-writes.ts';
import { menuSections } from '#db/schema.ts';
import { validationFailed } from '#errors.ts';
import { clubIdOf } from '#http/club-path.ts';
import type { Handlers } from '#http/types.ts';
import { ownLanguageTranslations } from '#modules/translations/own-language.ts';
import { placeAt, reorder, writePositions } from './positions.ts';
import * as queries from './queries.ts';

export const sectionHandlers: Handlers<'saveSection' | 'saveSectionsBatch' | 'getSection' | 'deleteSection'> =
  {
    async saveSection(request) {
      const clubId = clubIdOf(request);
      const { menuId } = request.params;
      const { id, position, disabled, translations } = request.body;
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
        const order = await queries.sectionIdsInOrder(tx, menuId);
        if (id === undefined) {
          sectionId = await queries.insertSection(tx, {
            menuId,
            name,
            disabled: disabled ?? false,
            position: order.length,
          });
          await writePositions(tx, menuSections, placeAt(order, sectionId, position));
        } else {
          if (!order.includes(id)) throw queries.sectionNotFound();
          sectionId = id;
          await queries.updateSection(tx, id, { name, ...(disabled === undefined ? {} : { disabled }) });
          if (position !== undefined) await writePositions(tx, menuSections, placeAt(order, id, position));
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
        const order = reorder(await queries.sectionIdsInOrder(tx, menuId), request.body, {
          noun: 'Section',
          container: 'menu',
          notFoundCode: 'section_not_found',
          notFoundMessage: 'Some sections are not sections of this menu. Nothing was changed.',
        });
        await writePositions(tx, menuSections, order);
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
        // items and translations go with it (foreign keys cascade)
        if (!(await queries.deleteSection(tx, menuId, sectionId))) throw queries.sectionNotFound();
        await writePositions(tx, menuSections, await queries.sectionIdsInOrder(tx, menuId));
      });
      return { status: 204 };
    },
  };
