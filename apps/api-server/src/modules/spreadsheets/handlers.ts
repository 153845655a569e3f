/**
 * Spreadsheet template, export and import of menus (issue 13, section 3). Club ownership is
 * checked before these run (plugins/openapi.ts). The layout is in layout.ts, the checks in
 * check-rows.ts, the hostile-file guards in zip-guard.ts and read-xlsx.ts.
 */
import { entitlementsFor } from '@tavola/domain/plans';
import { menuNotFound } from '#http/club-path.ts';
import type { Handlers } from '#http/types.ts';
import { assertMayAddMenu } from '#modules/menus/menu-limit.ts';
import { findFullMenu } from '#modules/menus/queries.ts';
import { attachmentDisposition, buildMenuExport } from './export.ts';
import { importMenu, previewMenuImport } from './import.ts';
import { buildTemplate, TEMPLATE_FILENAME } from './template.ts';
import { XLSX_MEDIA_TYPE } from './workbook.ts';

export const spreadsheetHandlers: Handlers<
  'getMenuImportTemplate' | 'exportMenuToExcel' | 'previewMenuImport' | 'importMenuFromExcel'
> = {
  async getMenuImportTemplate(request, reply) {
    const workbook = await buildTemplate(request.query.language ?? 'en');
    reply
      .type(XLSX_MEDIA_TYPE)
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${TEMPLATE_FILENAME}"`);
    // the generated type of a binary body is string; Fastify sends the Buffer as is
    return { status: 200, body: workbook as unknown as string };
  },

  async exportMenuToExcel(request, reply) {
    const { clubId, menuId } = request.params;
    const menu = await findFullMenu(request.server.db, clubId, menuId);
    if (!menu) throw menuNotFound();
    const workbook = await buildMenuExport(menu, request.query.language ?? 'en');
    reply
      .type(XLSX_MEDIA_TYPE)
      .header('cache-control', 'no-store')
      .header('content-disposition', attachmentDisposition(menu.name));
    return { status: 200, body: workbook as unknown as string };
  },

  async previewMenuImport(request) {
    // the limit first, as the import does: the owner learns it before reading a summary
    const club = await assertMayAddMenu(request.server.db, request.params.clubId);
    return { status: 200, body: await previewMenuImport(request, entitlementsFor(club.plan)) };
  },

  async importMenuFromExcel(request) {
    const { clubId } = request.params;
    // at the limit, say so before reading the file (checked again inside the transaction)
    const club = await assertMayAddMenu(request.server.db, clubId);
    return { status: 201, body: await importMenu(request, clubId, entitlementsFor(club.plan)) };
  },
};
