/**
 * The fake API's menus read from photos or a PDF (issue 53). Club 1 has one reading of each kind
 * (being read, ready for review, failed); the uploaded files' names and the menu's name choose the
 * refusals. Unlike the other fakes these readings change (cancelled, discarded, moved on a page,
 * created): `resetMenuReadings()` in a test file's `beforeEach` starts each test from the same ones.
 */
import type { Schemas } from '@tavola/api/schema';
import { HttpResponse } from 'msw';
import { error, http } from './fake-http';

type Reading = Schemas['MenuReading'];
type Draft = Schemas['MenuReadingDraft'];

export const MENU_READINGS = {
  /** being read: page 2 of 3 */
  readingId: 5,
  /** being read, its pages not counted yet */
  openingId: 8,
  /** ready for review: READY_DRAFT */
  readyId: 6,
  failedId: 7,
  /** the reading `startMenuReading` answers */
  startedId: 9,
  /** the menu `createMenuFromReading` creates */
  createdMenuId: 88,
  /** file names choosing the upload's refusal */
  unsupportedFile: 'not-a-photo.jpg',
  busyFile: 'busy.jpg',
  /** the menu name that meets the plan's menu limit */
  limitName: 'One too many',
} as const;

const box = (x: number, y: number, width = 400, height = 50) => ({ x, y, width, height });
const dish = (
  name: string,
  prices: Schemas['MenuReadingPrice'][],
  page: number,
  y: number,
  more: Partial<Schemas['MenuReadingDish']> = {},
): Schemas['MenuReadingDish'] => ({
  name,
  description: null,
  prices,
  allergens: [],
  dietaryTags: [],
  translations: {},
  sources: [{ page, box: box(100, y) }],
  unsure: [],
  ...more,
});

/** The ready reading's draft: two sections on two pages of 1000 × 1400 pixels. */
export const READY_DRAFT: Draft = {
  title: 'Trattoria da Mario',
  sections: [
    {
      name: 'Antipasti',
      translations: {},
      sources: [{ page: 1, box: box(100, 60, 300, 40) }],
      unsure: false,
      dishes: [
        dish('Bruschetta', [{ amount: 7, label: null }], 1, 140, {
          description: 'Pane, pomodoro',
          allergens: ['gluten'],
          // printed in English beside the Italian
          translations: { en: { name: 'Bruschetta', description: 'Bred, tomato' } },
        }),
        dish('Caprese', [{ amount: 9.5, label: null }], 1, 210, { unsure: ['prices'] }),
        dish('Tagliere di', [], 1, 280),
        dish('salumi misti', [{ amount: 14, label: null }], 1, 350),
      ],
    },
    {
      name: 'Primi',
      translations: {},
      sources: [{ page: 2, box: box(100, 60, 300, 40) }],
      unsure: true,
      dishes: [dish('Carbonara', [{ amount: 12, label: null }], 2, 140)],
    },
  ],
};

const CREATED_AT = '2030-05-01T10:00:00.000Z';

/** What a reading has before any page is read, whatever its language and state. */
const NOTHING_READ = {
  pages: [],
  draft: null,
  draftRevision: 0,
  error: null,
  menuId: null,
  createdAt: CREATED_AT,
};

function initialReadings(): Map<number, Reading> {
  const base = { ...NOTHING_READ, language: 'it' as const };
  return new Map<number, Reading>([
    [
      MENU_READINGS.readingId,
      { ...base, id: MENU_READINGS.readingId, status: 'reading', pageCount: 3, pagesRead: 1 },
    ],
    [
      MENU_READINGS.openingId,
      { ...base, id: MENU_READINGS.openingId, status: 'reading', pageCount: 0, pagesRead: 0 },
    ],
    [
      MENU_READINGS.readyId,
      {
        ...base,
        id: MENU_READINGS.readyId,
        status: 'ready',
        pageCount: 2,
        pagesRead: 2,
        pages: [
          { number: 1, width: 1000, height: 1400 },
          { number: 2, width: 1000, height: 1400 },
        ],
        draft: structuredClone(READY_DRAFT),
      },
    ],
    [
      MENU_READINGS.failedId,
      {
        ...base,
        id: MENU_READINGS.failedId,
        status: 'failed',
        pageCount: 1,
        pagesRead: 0,
        error: { code: 'encrypted_pdf', message: 'This PDF is protected by a password.' },
      },
    ],
  ]);
}

let readings = initialReadings();
const draftSaves: Draft[] = [];
const uploads: FormData[] = [];
const creations: Schemas['MenuFromReadingInput'][] = [];

export function resetMenuReadings() {
  readings = initialReadings();
  draftSaves.length = 0;
  uploads.length = 0;
  creations.length = 0;
}

/** The drafts saved since the last call, oldest first. */
export const takeDraftSaves = (): Draft[] => draftSaves.splice(0);
/** The forms of the uploads received since the last call. */
export const takeReadingUploads = (): FormData[] => uploads.splice(0);
/** The bodies of `createMenuFromReading` since the last call. */
export const takeMenuCreations = (): Schemas['MenuFromReadingInput'][] => creations.splice(0);

/** Moves a reading on, as the server's job would (a page read, the reading done…). */
export function updateFakeReading(id: number, change: Partial<Reading>) {
  const reading = readings.get(id);
  if (reading) readings.set(id, { ...reading, ...change });
}

const NOT_FOUND = error('reading_not_found', 'This reading was not found.');
const NOT_READY = error('reading_not_ready', 'This reading has no draft to work on.');

/** The server's `checkedDraft`, for the rules the tests exercise: a name is required. */
function draftProblems(draft: Draft) {
  const details: { field: string; message: string }[] = [];
  draft.sections.forEach((section, sectionIndex) => {
    section.dishes.forEach((entry, dishIndex) => {
      if (!entry.name.trim())
        details.push({
          field: `sections.${sectionIndex}.dishes.${dishIndex}.name`,
          message: 'Name is required',
        });
    });
  });
  return details;
}

/** A few bytes standing for a page's JPEG (the console only shows it). */
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9]);

export const menuReadingsHandlers = [
  http.get('/clubs/{clubId}/menu-readings', ({ params, response }) => {
    if (Number(params.clubId) !== 1) return response(200).json([]);
    return response(200).json(
      [...readings.values()]
        .filter((reading) => reading.status !== 'created' && reading.id !== MENU_READINGS.openingId)
        .map(({ id, status, pageCount, pagesRead, draft, createdAt }) => ({
          id,
          status,
          pageCount,
          pagesRead,
          dishes: draft?.sections.reduce((sum, section) => sum + section.dishes.length, 0) ?? 0,
          createdAt,
        })),
    );
  }),

  // sent by XMLHttpRequest (for its upload progress), which msw answers like fetch
  http.post('/clubs/{clubId}/menu-readings', async ({ request, response }) => {
    const form = await request.formData();
    uploads.push(form);
    const files = form.getAll('files').filter((file): file is File => typeof file !== 'string');
    if (files.length === 0)
      return response(400).json(
        error('validation_failed', 'Some fields are not valid.', [
          { field: 'files', message: 'Choose photos of the menu or a PDF' },
        ]),
      );
    if (files.some((file) => file.name === MENU_READINGS.busyFile))
      return response(409).json(error('reading_in_progress', '2 menus are being read already'));
    if (files.some((file) => file.name === MENU_READINGS.unsupportedFile))
      return response(400).json(error('unsupported_file', 'Send photos of the menu or one PDF'));
    const language = (form.get('language') ?? 'it') as Reading['language'];
    const started: Reading = {
      ...NOTHING_READ,
      id: MENU_READINGS.startedId,
      status: 'reading',
      language,
      pageCount: 0,
      pagesRead: 0,
    };
    readings.set(started.id, started);
    return response(202).json(started);
  }),

  http.get('/clubs/{clubId}/menu-readings/{readingId}', ({ params, response }) => {
    const reading = readings.get(Number(params.readingId));
    return reading ? response(200).json(reading) : response(404).json(NOT_FOUND);
  }),

  http.delete('/clubs/{clubId}/menu-readings/{readingId}', ({ params, response }) => {
    const id = Number(params.readingId);
    const reading = readings.get(id);
    if (!reading) return response(404).json(NOT_FOUND);
    if (reading.status === 'reading') readings.set(id, { ...reading, status: 'cancelled' });
    else readings.delete(id);
    return response(204).empty();
  }),

  http.put('/clubs/{clubId}/menu-readings/{readingId}/draft', async ({ params, request, response }) => {
    const id = Number(params.readingId);
    const reading = readings.get(id);
    if (!reading) return response(404).json(NOT_FOUND);
    if (reading.status !== 'ready') return response(409).json(NOT_READY);
    const ifMatch = request.headers.get('if-match');
    if (ifMatch !== null && ifMatch !== `"${reading.draftRevision}"`)
      return response(412).json(
        error('draft_changed', 'This draft was changed in another window meanwhile.'),
      );
    const draft = await request.json();
    draftSaves.push(draft);
    const saved = { ...reading, draft, draftRevision: reading.draftRevision + 1 };
    readings.set(id, saved);
    return response(200).json(saved);
  }),

  http.get('/clubs/{clubId}/menu-readings/{readingId}/pages/{page}', ({ params, response }) => {
    const reading = readings.get(Number(params.readingId));
    if (!reading || Number(params.page) > reading.pages.length)
      return response(404).json(error('page_not_found', 'This page of the reading was not found.'));
    return response.untyped(new HttpResponse(JPEG, { headers: { 'Content-Type': 'image/jpeg' } }));
  }),

  http.post('/clubs/{clubId}/menu-readings/{readingId}/menu', async ({ params, request, response }) => {
    const id = Number(params.readingId);
    const reading = readings.get(id);
    if (!reading) return response(404).json(NOT_FOUND);
    if (reading.status !== 'ready' || !reading.draft) return response(409).json(NOT_READY);
    const input = await request.json();
    creations.push(input);
    if (input.name === MENU_READINGS.limitName)
      return response(403).json(
        error(
          'menu_limit_reached',
          'You have reached the maximum of 2 menus on the Freemium plan. Upgrade your plan to add more menus.',
        ),
      );
    const problems = draftProblems(reading.draft);
    if (problems.length > 0)
      return response(400).json(error('invalid_draft', 'The draft has problems.', problems));
    readings.set(id, { ...reading, status: 'created', menuId: MENU_READINGS.createdMenuId });
    const items = reading.draft.sections.reduce((sum, section) => sum + section.dishes.length, 0);
    return response(201).json({
      outcome: 'created',
      menuId: MENU_READINGS.createdMenuId,
      items,
      hidden: input.showToGuests !== true,
    });
  }),
];
