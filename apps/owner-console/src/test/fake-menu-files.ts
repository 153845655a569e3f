/**
 * The fake API's answers for a menu's files (issue 13): the PDF, the spreadsheet template, export and
 * import. Like the rest of the fake API they depend only on the request: the club, the menu and the
 * uploaded file's name choose the scenario.
 */
import { HttpResponse } from 'msw';
import { error, http } from './fake-http';

export const MENU_FILES = {
  /** club 1 is on Smart: everything works; club 2 is on Freemium: no PDF, at the menu limit */
  smartClub: 1,
  freemiumClub: 2,
  /** a menu of club 1 whose club has the PDF switched off (403 pdf_menu_off) */
  pdfOffMenu: 13,
  /** the menu an import creates */
  importedMenuId: 77,
  /** file names choosing the import's refusal */
  brokenFile: 'broken.csv',
  /** a file with the first of those problems only */
  oneProblemFile: 'one-problem.csv',
  notASpreadsheet: 'photo.xlsx',
  hugeFile: 'huge.xlsx',
  longFile: 'long.csv',
  /** a CSV whose characters are valid in no encoding the server reads */
  unreadableFile: 'mixed.csv',
  /** a file whose summary has warnings */
  warningsFile: 'dinner.csv',
  /** the problems of `brokenFile`, as the server lists them */
  brokenProblems: [
    { row: 14, column: 'price', message: "Row 14, price: '12,5O' is not a price" },
    { row: 15, column: 'allergens', message: "Row 15, allergens: 'nuts?' is not an allergen" },
  ],
} as const;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A downloaded file. openapi-msw types JSON and text answers only, so a file's answer is untyped; its
 * refusals are typed like any other.
 */
const file = (body: string, contentType: string, fileName: string) =>
  new HttpResponse(body, {
    headers: { 'Content-Type': contentType, 'Content-Disposition': `attachment; filename="${fileName}"` },
  });

const imports: FormData[] = [];
const previews: FormData[] = [];

/** The forms of the spreadsheet imports received since the last call, oldest first, for the tests. */
export const takeMenuImports = (): FormData[] => imports.splice(0);
/** The forms of the summaries asked for since the last call, oldest first. */
export const takeMenuImportPreviews = (): FormData[] => previews.splice(0);

/** The refusal a file's name chooses, or null: the same for the summary and the import. */
function refusalFor(fileName: string) {
  if (fileName === MENU_FILES.brokenFile)
    return error('invalid_spreadsheet', 'The spreadsheet has 2 problems', [...MENU_FILES.brokenProblems]);
  if (fileName === MENU_FILES.oneProblemFile)
    return error('invalid_spreadsheet', 'The spreadsheet has 1 problem', [
      ...MENU_FILES.brokenProblems.slice(0, 1),
    ]);
  if (fileName === MENU_FILES.notASpreadsheet)
    return error('not_a_spreadsheet', 'This file is not a spreadsheet or a CSV text file');
  if (fileName === MENU_FILES.unreadableFile)
    return error('unreadable_characters', 'Could not read the file’s characters');
  if (fileName === MENU_FILES.hugeFile) return error('file_too_large', 'The file is over 5 MiB');
  if (fileName === MENU_FILES.longFile) return error('too_many_rows', 'More than 2,000 rows');
  return null;
}

const MENU_LIMIT = error(
  'menu_limit_reached',
  'You have reached the maximum of 2 menus on the Freemium plan. Upgrade your plan to add more menus.',
);

export const menuFilesHandlers = [
  http.get('/clubs/{clubId}/menu/{menuId}/pdf', ({ params, query, response }) => {
    if (Number(params.clubId) === MENU_FILES.freemiumClub)
      return response(403).json(error('feature_not_in_plan', 'The PDF menu is not in the club’s plan'));
    if (Number(params.menuId) === MENU_FILES.pdfOffMenu)
      return response(403).json(error('pdf_menu_off', 'The PDF menu is switched off in the club settings'));
    const language = query.get('lang') ?? 'original';
    return response.untyped(
      file(
        `%PDF-1.7\n% menu ${params.menuId} in ${language}\n%%EOF\n`,
        'application/pdf',
        `menu-${params.menuId}.pdf`,
      ),
    );
  }),

  // the files say which language their headers were asked in
  http.get('/clubs/{clubId}/menu/excel/template', ({ query, response }) =>
    response.untyped(
      file(`PK fake template (${query.get('language') ?? 'en'})`, XLSX, 'tavola-menu-template.xlsx'),
    ),
  ),

  http.get('/clubs/{clubId}/menu/{menuId}/excel', ({ params, query, response }) =>
    response.untyped(
      file(
        `PK fake export of menu ${params.menuId} (${query.get('language') ?? 'en'})`,
        XLSX,
        `menu-${params.menuId}.xlsx`,
      ),
    ),
  ),

  // sent by XMLHttpRequest (for its upload progress), which msw answers like fetch (see jsdom-form-data.ts)
  http.post('/clubs/{clubId}/menu/excel/preview', async ({ params, request, response }) => {
    const form = await request.formData();
    previews.push(form);
    const upload = form.get('file');
    if (!upload || typeof upload === 'string')
      return response(400).json(error('validation_failed', 'file is required'));
    if (Number(params.clubId) === MENU_FILES.freemiumClub) return response(403).json(MENU_LIMIT);
    const refusal = refusalFor(upload.name);
    if (refusal) return response(400).json(refusal);
    const name = String(form.get('name') ?? upload.name.replace(/\.[^.]+$/, ''));
    if (upload.name === MENU_FILES.warningsFile)
      return response(200).json({
        name,
        format: 'csv-windows-1252',
        sections: [
          { name: 'Antipasti', items: 2, hidden: false },
          { name: 'Primi', items: 1, hidden: false },
          { name: 'Fuori menu', items: 1, hidden: true },
        ],
        items: 4,
        warnings: [
          { code: 'no_price', row: 3, column: 'Prezzo', message: 'Row 3: no price and no price text' },
          {
            code: 'duplicate_item',
            row: 4,
            column: 'Nome',
            otherRow: 2,
            message: 'Row 4: "Bruschetta" is also on row 2',
          },
        ],
      });
    return response(200).json({
      name,
      format: 'xlsx',
      sections: [{ name: 'Drinks', items: 1, hidden: false }],
      items: 1,
      warnings: [],
    });
  }),

  http.post('/clubs/{clubId}/menu/excel', async ({ params, request, response }) => {
    const form = await request.formData();
    imports.push(form);
    const upload = form.get('file');
    if (!upload || typeof upload === 'string')
      return response(400).json(error('validation_failed', 'file is required'));
    if (Number(params.clubId) === MENU_FILES.freemiumClub) return response(403).json(MENU_LIMIT);
    const refusal = refusalFor(upload.name);
    if (refusal) return response(400).json(refusal);
    const hidden = form.get('showToGuests') !== 'true';
    return response(201).json({ outcome: 'created', menuId: MENU_FILES.importedMenuId, items: 3, hidden });
  }),
];
