import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The fake API's answers for a menu's files (issue 13): the PDF, the spreadsheet template, export and
 * import. Like the rest of the fake API they depend only on the request: the club, the menu and the
 * uploaded file's name choose the scenario.
 */
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
  notASpreadsheet: 'photo.xlsx',
  hugeFile: 'huge.xlsx',
  longFile: 'long.csv',
  /** the problems of `brokenFile`, as the server lists them */
  brokenProblems: [
    { row: 14, column: 'price', message: "Row 14, price: '12,5O' is not a price" },
    { row: 15, column: 'allergens', message: "Row 15, allergens: 'nuts?' is not an allergen" },
  ],
} as const;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// The import is sent by XMLHttpRequest (for its upload progress), which jsdom subjects to CORS: the
// page's origin is not the fake API's. The bearer header makes the browser ask first (preflight).
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Accept, Content-Type',
};

function answer(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (body === undefined) return res.end();
  if (typeof body === 'string') return res.end(body);
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
}

const failure = (code: string, message: string, details?: unknown) => ({ code, message, details });

async function readForm(req: IncomingMessage): Promise<FormData> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  // the platform's own multipart parser, as a server framework would use one
  const request = new Request('http://fake.local/', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type'] ?? '' },
    body: Buffer.concat(chunks),
  });
  return request.formData();
}

/**
 * Answers the menu files' routes and returns true, or returns false for any other route. `token` is
 * the request's bearer token: only the fake's signed-in tokens may download or import.
 */
export async function handleMenuFiles(
  req: IncomingMessage,
  res: ServerResponse,
  route: string,
  token: string | null,
): Promise<boolean> {
  const signedIn = token === 'valid-token' || token === 'admin-token' || token === 'empty-token';
  const unauthorized = () => failure('unauthorized', 'Sign in again');

  const pdf = /^GET \/clubs\/(\d+)\/menu\/(\d+)\/pdf$/.exec(route);
  if (pdf) {
    const [clubId, menuId] = [Number(pdf[1]), Number(pdf[2])];
    if (!signedIn) answer(res, 401, unauthorized());
    else if (clubId === MENU_FILES.freemiumClub)
      answer(res, 403, failure('feature_not_in_plan', 'The PDF menu is not in the club’s plan'));
    else if (menuId === MENU_FILES.pdfOffMenu)
      answer(res, 403, failure('pdf_menu_off', 'The PDF menu is switched off in the club settings'));
    else {
      const language = new URL(req.url ?? '/', 'http://fake.local').searchParams.get('lang') ?? 'original';
      answer(res, 200, `%PDF-1.7\n% menu ${menuId} in ${language}\n%%EOF\n`, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="menu-${menuId}.pdf"`,
      });
    }
    return true;
  }

  if (/^GET \/clubs\/\d+\/menu\/excel\/template$/.test(route)) {
    if (!signedIn) answer(res, 401, unauthorized());
    else
      answer(res, 200, 'PK fake template', {
        'Content-Type': XLSX,
        'Content-Disposition': 'attachment; filename="tavola-menu-template.xlsx"',
      });
    return true;
  }

  const exported = /^GET \/clubs\/\d+\/menu\/(\d+)\/excel$/.exec(route);
  if (exported) {
    if (!signedIn) answer(res, 401, unauthorized());
    else
      answer(res, 200, `PK fake export of menu ${exported[1]}`, {
        'Content-Type': XLSX,
        'Content-Disposition': `attachment; filename="menu-${exported[1]}.xlsx"`,
      });
    return true;
  }

  const imported = /^(OPTIONS|POST) \/clubs\/(\d+)\/menu\/excel$/.exec(route);
  if (imported) {
    if (imported[1] === 'OPTIONS') {
      answer(res, 204, undefined, CORS);
      return true;
    }
    if (!signedIn) {
      answer(res, 401, unauthorized(), CORS);
      return true;
    }
    const form = await readForm(req);
    const file = form.get('file');
    if (!(file instanceof Blob)) {
      answer(res, 400, failure('validation_failed', 'file is required'), CORS);
      return true;
    }
    const fileName = (file as File).name;
    if (Number(imported[2]) === MENU_FILES.freemiumClub)
      answer(
        res,
        403,
        failure(
          'menu_limit_reached',
          'You have reached the maximum of 2 menus on the Freemium plan. Upgrade your plan to add more menus.',
        ),
        CORS,
      );
    else if (fileName === MENU_FILES.brokenFile)
      answer(
        res,
        400,
        failure('invalid_spreadsheet', 'The spreadsheet has 2 problems', MENU_FILES.brokenProblems),
        CORS,
      );
    else if (fileName === MENU_FILES.notASpreadsheet)
      answer(res, 400, failure('not_a_spreadsheet', 'The file is not a spreadsheet'), CORS);
    else if (fileName === MENU_FILES.hugeFile)
      answer(res, 400, failure('file_too_large', 'The file is over 5 MiB'), CORS);
    else if (fileName === MENU_FILES.longFile)
      answer(res, 400, failure('too_many_rows', 'More than 2,000 rows'), CORS);
    else answer(res, 201, { outcome: 'created', menuId: MENU_FILES.importedMenuId, items: 3 }, CORS);
    return true;
  }

  return false;
}
