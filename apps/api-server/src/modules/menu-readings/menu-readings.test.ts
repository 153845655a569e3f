/**
 * Menus read from photos or a PDF, through the API as the console uses it: the upload starts a
 * reading in a process of its own, the reading is followed until it is ready or failed, the owner
 * corrects its draft, and the menu is created by the spreadsheet import's path.
 */
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { menuReadings, menus } from '#db/schema.ts';
import { newPdfDocument, pdfBytes } from '#lib/pdf-fonts.ts';
import { findFullMenu } from '#modules/menus/queries.ts';
import { createClubFor } from '#modules/sections/menu-content.fixtures.ts';
import { useTestApp } from '#test/harness.ts';
import type { MenuDraft } from './draft.ts';
import { JOB_FOLDER_PREFIX } from './jobs/job-folders.ts';
import { SMALL_MENU, smallMenuPhoto } from './reading/image-prep.fixtures.ts';
import { menuPdf, readingUpload } from './test-support.ts';

const TRATTORIA = [
  {
    name: 'Antipasti',
    dishes: [
      {
        name: 'Bruschetta al pomodoro',
        price: '6,50',
        description: 'Pane tostato, pomodoro fresco e basilico',
      },
      { name: 'Caprese', price: '€ 9' },
    ],
  },
  {
    name: 'Primi',
    dishes: [
      { name: 'Spaghetti alle vongole', price: '14.50' },
      { name: 'Lasagne della casa', price: '12', description: 'Ragù di manzo e besciamella' },
    ],
  },
];

/** A draft as an owner reads it at a glance: each section's name, its dishes' names and prices. */
function namesAndPrices(draft: MenuDraft) {
  return draft.sections.map((section) => [
    section.name,
    section.dishes.map((dish) => [dish.name, dish.prices.map((price) => price.amount)]),
  ]);
}

/**
 * Generous: a reading forks a process that loads pdf.js (and OCR) from the sources, beside the
 * rest of the suite on two cores.
 */
const READING_TIMEOUT_MS = 240_000;

describe('menu readings', () => {
  const t = useTestApp();
  let token = '';
  let clubId = 0;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/clubs/${clubId}${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  const start = async (body: ReturnType<typeof readingUpload>, club = clubId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/clubs/${club}/menu-readings`,
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
      payload: body.payload,
    });

  /** The reading once it is no longer being read: polled, as the console follows it. */
  async function settled(id: number) {
    const deadline = Date.now() + READING_TIMEOUT_MS - 20_000;
    for (;;) {
      const response = await call('GET', `/menu-readings/${id}`);
      expect(response.statusCode, response.body).toBe(200);
      const reading = response.json();
      if (reading.status !== 'reading') return reading;
      if (Date.now() > deadline) throw new Error(`reading ${id} still reading: ${response.body}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The reading of an Italian menu's PDF, once it is ready. */
  async function readyReadingOf(pdf: Buffer) {
    const started = await start(
      readingUpload([{ data: pdf, filename: 'menu.pdf', type: 'application/pdf' }], 'it'),
    );
    expect(started.statusCode, started.body).toBe(202);
    return settled(started.json().id);
  }

  const spyOnInfo = () => vi.spyOn(t.app.log, 'info');

  /**
   * The queue's log line of a reading that ended (written once its process has exited): what it
   * says of the reading, as operators and the under-load bench read it.
   */
  async function finishedLine(info: ReturnType<typeof spyOnInfo>, id: number) {
    await t.app.menuReadings.idle();
    const line = info.mock.calls.find(
      ([fields, message]) =>
        message === 'menu reading finished' && (fields as { readingId?: number }).readingId === id,
    );
    expect(line, `no "menu reading finished" line for reading ${id}`).toBeDefined();
    return line?.[0] as Record<string, unknown>;
  }

  beforeAll(async () => {
    token = await t.signIn(t.demo.user);
    clubId = t.demo.clubId;
  });

  // a test that failed half way leaves no reading running into the next one
  afterEach(async () => {
    const running = await t.app.db
      .select({ id: menuReadings.id })
      .from(menuReadings)
      .where(and(eq(menuReadings.clubId, clubId), eq(menuReadings.status, 'reading')));
    for (const { id } of running) await call('DELETE', `/menu-readings/${id}`);
    await t.app.menuReadings.idle();
    vi.restoreAllMocks();
  });

  it('reads a PDF with text into a draft, page by page, with the page image', {
    timeout: READING_TIMEOUT_MS,
  }, async () => {
    const info = spyOnInfo();
    const pdf = await menuPdf('Trattoria da Mario', TRATTORIA);
    const started = await start(
      readingUpload([{ data: pdf, filename: 'menu.pdf', type: 'application/pdf' }], 'it'),
    );
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({ status: 'reading', language: 'it', draft: null, error: null });

    const reading = await settled(started.json().id);
    expect(reading).toMatchObject({ status: 'ready', pageCount: 1, pagesRead: 1, error: null, menuId: null });
    expect(reading.draft.title).toBe('Trattoria da Mario');
    expect(namesAndPrices(reading.draft)).toEqual([
      [
        'ANTIPASTI',
        [
          ['Bruschetta al pomodoro', [6.5]],
          ['Caprese', [9]],
        ],
      ],
      [
        'PRIMI',
        [
          ['Spaghetti alle vongole', [14.5]],
          ['Lasagne della casa', [12]],
        ],
      ],
    ]);
    expect(reading.draft.sections[0].dishes[0].description).toBe('Pane tostato, pomodoro fresco e basilico');

    // the page as review shows it, and each dish's place on it in its pixels
    const [page] = reading.pages;
    expect(page).toMatchObject({ number: 1, width: expect.any(Number), height: expect.any(Number) });
    const image = await call('GET', `/menu-readings/${reading.id}/pages/1`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const box = reading.draft.sections[0].dishes[0].sources[0].box;
    expect(box.x + box.width).toBeLessThanOrEqual(page.width);
    expect(box.y + box.height).toBeLessThanOrEqual(page.height);
    expect((await call('GET', `/menu-readings/${reading.id}/pages/2`)).statusCode).toBe(404);

    // listed until it becomes a menu
    const listed = await call('GET', '/menu-readings');
    expect(listed.json()).toContainEqual(
      expect.objectContaining({ id: reading.id, status: 'ready', dishes: 4 }),
    );

    // one log line for the reading, with its process's memory as the process measured it
    const line = await finishedLine(info, reading.id);
    expect(line).toMatchObject({
      outcome: 'ready',
      pages: 1,
      seconds: expect.any(Number),
      idleRssMb: expect.any(Number),
      peakRssMb: expect.any(Number),
    });
    expect(line.idleRssMb).toBeGreaterThan(0);
    expect(line.peakRssMb).toBeGreaterThanOrEqual(line.idleRssMb as number);
  });

  it('reads photos with OCR, straightened, and finds no dishes in a photo of something else', {
    timeout: READING_TIMEOUT_MS,
  }, async () => {
    const photo = await smallMenuPhoto({ rotateDegrees: 3 });
    const started = await start(
      readingUpload([{ data: photo, filename: 'IMG_0001.jpg', type: 'image/jpeg' }], 'it'),
    );
    expect(started.statusCode, started.body).toBe(202);
    const reading = await settled(started.json().id);
    expect(reading.status, JSON.stringify(reading.error)).toBe('ready');
    expect(namesAndPrices(reading.draft)).toEqual([
      [
        SMALL_MENU.section,
        SMALL_MENU.dishes.map((dish) => [dish.name, [Number(dish.price.replace(',', '.'))]]),
      ],
    ]);
    expect(reading.pages).toEqual([{ number: 1, width: expect.any(Number), height: expect.any(Number) }]);

    // a photo with no menu in it: said so, not an empty menu
    const blank = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#d8cbb0' } })
      .jpeg()
      .toBuffer();
    const nothing = await settled(
      (await start(readingUpload([{ data: blank, filename: 'table.jpg', type: 'image/jpeg' }]))).json().id,
    );
    expect(nothing).toMatchObject({ status: 'failed', error: { code: 'no_dishes_found' }, draft: null });
  });

  it('keeps the owner’s corrections, then creates the menu through the import path', {
    timeout: READING_TIMEOUT_MS,
  }, async () => {
    const reading = await readyReadingOf(await menuPdf('Bar Centrale', TRATTORIA));
    const draft = structuredClone(reading.draft);
    // two prices corrected, a missed dish added, a section renamed
    draft.sections[0].name = 'Antipasti';
    draft.sections[0].dishes[1].prices = [{ amount: 9.5, label: null }];
    draft.sections[1].dishes[0].prices = [
      { amount: 14.5, label: 'Normale' },
      { amount: 18, label: 'Grande' },
    ];
    draft.sections[1].dishes.push({
      name: 'Tiramisù',
      description: null,
      prices: [{ amount: 6, label: null }],
      allergens: ['eggs', 'milk'],
      dietaryTags: ['vegetarian'],
      translations: { en: { name: 'Tiramisu', description: null } },
      sources: [],
      unsure: [],
    });
    const saved = await call('PUT', `/menu-readings/${reading.id}/draft`, draft);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', `/menu-readings/${reading.id}`)).json().draft).toEqual(draft);

    const created = await call('POST', `/menu-readings/${reading.id}/menu`, { name: 'Cena' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ outcome: 'created', items: 5, hidden: true });
    const menu = await findFullMenu(t.app.db, clubId, created.json().menuId);
    expect(menu?.name).toBe('Cena');
    expect(menu?.sourceLanguage).toBe('it');
    const [antipasti, primi] = menu?.sections ?? [];
    expect(antipasti?.name).toBe('Antipasti');
    expect(antipasti?.items.map((item) => [item.name, item.price])).toEqual([
      ['Bruschetta al pomodoro', 6.5],
      ['Caprese', 9.5],
    ]);
    const vongole = primi?.items[0];
    expect(vongole?.price).toBe(14.5);
    expect(
      vongole?.optionGroups.map((group) => [
        group.name,
        group.options.map((option) => [option.name, option.price]),
      ]),
    ).toEqual([
      [
        'Formato',
        [
          ['Normale', 14.5],
          ['Grande', 18],
        ],
      ],
    ]);
    const tiramisu = primi?.items.at(-1);
    expect(tiramisu).toMatchObject({
      name: 'Tiramisù',
      allergens: ['eggs', 'milk'],
      dietaryTags: ['vegetarian'],
    });
    expect(tiramisu?.translations.en).toMatchObject({ translatedName: 'Tiramisu', machineDraft: false });

    // created once: the reading is done, and a second click creates nothing
    const after = (await call('GET', `/menu-readings/${reading.id}`)).json();
    expect(after).toMatchObject({ status: 'created', menuId: created.json().menuId });
    expect((await call('POST', `/menu-readings/${reading.id}/menu`, { name: 'Cena' })).statusCode).toBe(409);
    expect(
      (await call('GET', '/menu-readings')).json().map((entry: { id: number }) => entry.id),
    ).not.toContain(reading.id);
  });

  it('saves a draft over the revision it was made on only, so two windows never overwrite each other', {
    timeout: READING_TIMEOUT_MS,
  }, async () => {
    const reading = await readyReadingOf(await menuPdf('Bar Centrale', TRATTORIA));
    expect(reading.draftRevision).toBe(0);
    const saveOn = (revision: string | undefined, draft: MenuDraft) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/clubs/${clubId}/menu-readings/${reading.id}/draft`,
        headers: {
          authorization: `Bearer ${token}`,
          ...(revision === undefined ? {} : { 'if-match': revision }),
        },
        payload: draft,
      });
    const laptop = structuredClone(reading.draft);
    laptop.sections[0].name = 'Antipasti (laptop)';
    const phone = structuredClone(reading.draft);
    phone.sections[0].name = 'Antipasti (phone)';

    // the laptop saves on revision 0 and again on the revision it got back
    const first = await saveOn('"0"', laptop);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().draftRevision).toBe(1);
    laptop.sections[1].name = 'Primi piatti';
    const second = await saveOn('"1"', laptop);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().draftRevision).toBe(2);

    // the phone, opened before those saves, is refused: the laptop's corrections stay
    const stale = await saveOn('"0"', phone);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ code: 'draft_changed' });
    const stored = (await call('GET', `/menu-readings/${reading.id}`)).json();
    expect(stored).toMatchObject({ draftRevision: 2, draft: laptop });

    // an If-Match that names no revision is refused, not taken for any revision
    for (const header of ['2', '"two"', 'W/"2"', '"1234567890"', '*', `"${'9'.repeat(1000)}"`]) {
      const refused = await saveOn(header, phone);
      expect(refused.statusCode, header).toBe(400);
    }
    expect((await call('GET', `/menu-readings/${reading.id}`)).json().draftRevision).toBe(2);

    // a save without If-Match (another API client) replaces the draft, and counts
    const plain = await saveOn(undefined, phone);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toMatchObject({ draftRevision: 3, draft: phone });

    // once discarded it is gone, whatever the revision
    expect((await call('DELETE', `/menu-readings/${reading.id}`)).statusCode).toBe(204);
    const gone = await saveOn('"3"', phone);
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a draft it cannot make a menu of, naming each problem, and creates nothing', {
    timeout: READING_TIMEOUT_MS,
  }, async () => {
    const pdf = await menuPdf('Osteria', TRATTORIA);
    const reading = await settled(
      (await start(readingUpload([{ data: pdf, filename: 'a.pdf', type: 'application/pdf' }]))).json().id,
    );
    const draft = structuredClone(reading.draft);
    draft.sections[0].dishes[0].name = '  ';
    draft.sections[1].dishes[1].prices = [{ amount: 12.345, label: null }];
    draft.sections[1].dishes[1].dietaryTags = ['gluten-free'];
    draft.sections[1].dishes[1].allergens = ['gluten'];
    expect((await call('PUT', `/menu-readings/${reading.id}/draft`, draft)).statusCode).toBe(200);
    const menusBefore = await t.app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(menus)
      .where(eq(menus.clubId, clubId));
    const refused = await call('POST', `/menu-readings/${reading.id}/menu`, { name: 'Pranzo' });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().code).toBe('invalid_draft');
    expect(refused.json().details.map((detail: { field: string }) => detail.field)).toEqual([
      'sections.0.dishes.0.name',
      'sections.1.dishes.1.dietaryTags',
      'sections.1.dishes.1.prices.0.amount',
    ]);
    const menusAfter = await t.app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(menus)
      .where(eq(menus.clubId, clubId));
    expect(menusAfter).toEqual(menusBefore);
    expect((await call('GET', `/menu-readings/${reading.id}`)).json().status).toBe('ready');

    // texts past the limits and control characters are refused when saved
    const long = structuredClone(reading.draft);
    long.sections[0].dishes[0].name = 'x'.repeat(10_000);
    expect((await call('PUT', `/menu-readings/${reading.id}/draft`, long)).statusCode).toBe(400);
    const nul = structuredClone(reading.draft);
    nul.sections[0].dishes[0].name = 'Caprese\u0000';
    const created = await call('PUT', `/menu-readings/${reading.id}/draft`, nul);
    if (created.statusCode === 200) {
      const refusedNul = await call('POST', `/menu-readings/${reading.id}/menu`, { name: 'Pranzo' });
      expect(refusedNul.statusCode).toBe(400);
    } else expect(created.statusCode).toBe(400);
  });

  it('refuses files it cannot read, before or while reading them', {
    timeout: READING_TIMEOUT_MS,
  }, async () => {
    const pdf = await menuPdf('Trattoria', TRATTORIA);
    const text = Buffer.from('Margherita 8,50\nDiavola 9,00\n');
    const refusals: [string, ReturnType<typeof readingUpload>, string][] = [
      ['no file', readingUpload([]), 'validation_failed'],
      [
        'a text file',
        readingUpload([{ data: text, filename: 'menu.pdf', type: 'application/pdf' }]),
        'unsupported_file',
      ],
      [
        'an empty file',
        readingUpload([{ data: Buffer.alloc(0), filename: 'menu.jpg', type: 'image/jpeg' }]),
        'unsupported_file',
      ],
      [
        'two PDFs',
        readingUpload([
          { data: pdf, filename: 'menu.pdf', type: 'application/pdf' },
          { data: pdf, filename: 'menu2.pdf', type: 'application/pdf' },
        ]),
        'validation_failed',
      ],
      [
        'eleven files',
        readingUpload(
          Array.from({ length: 11 }, () => ({ data: pdf, filename: 'a.pdf', type: 'application/pdf' })),
        ),
        'validation_failed',
      ],
      [
        'a file over 20 MiB',
        readingUpload([
          {
            data: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(21 * 1024 * 1024)]),
            filename: 'big.pdf',
            type: 'application/pdf',
          },
        ]),
        'file_too_large',
      ],
      [
        'a language it does not read',
        readingUpload([{ data: pdf, filename: 'a.pdf', type: 'application/pdf' }], 'pt'),
        'validation_failed',
      ],
    ];
    for (const [what, body, code] of refusals) {
      const response = await start(body);
      expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
      expect(response.json().code, what).toBe(code);
    }

    // what only reading finds: the reading fails with the reason, and nothing else is kept
    const encrypted = await (async () => {
      const doc = await newPdfDocument({ userPassword: 'secret' });
      doc.text('Margherita 8,50');
      const bytes = pdfBytes(doc);
      doc.end();
      return bytes;
    })();
    const cases: [string, Buffer, string][] = [
      ['an encrypted PDF', encrypted, 'encrypted_pdf'],
      ['a PDF of 25 pages', await menuPdf('Trattoria', TRATTORIA, { pages: 25 }), 'too_many_pages'],
      ['a PDF cut in half', pdf.subarray(0, Math.floor(pdf.length / 2)), 'broken_file'],
      [
        'a PDF without prices',
        await menuPdf('Our story', [{ name: 'Since 1920', dishes: [] }]),
        'no_dishes_found',
      ],
    ];
    const info = spyOnInfo();
    for (const [what, data, code] of cases) {
      const started = await start(readingUpload([{ data, filename: 'menu.pdf', type: 'application/pdf' }]));
      expect(started.statusCode, `${what}: ${started.body}`).toBe(202);
      const reading = await settled(started.json().id);
      expect(reading.status, what).toBe('failed');
      expect(reading.error?.code, what).toBe(code);
      expect(reading.error?.message.length, what).toBeGreaterThan(20);
      expect(reading.draft, what).toBeNull();
      expect(await finishedLine(info, reading.id), what).toMatchObject({
        outcome: 'failed',
        errorCode: code,
        peakRssMb: expect.any(Number),
      });
    }
  });

  it('is the club’s own: another club’s member sees nothing of it', {
    timeout: READING_TIMEOUT_MS,
  }, async () => {
    const pdf = await menuPdf('Trattoria', TRATTORIA);
    const reading = await settled(
      (await start(readingUpload([{ data: pdf, filename: 'a.pdf', type: 'application/pdf' }]))).json().id,
    );
    const stranger = await t.createUser();
    const strangerToken = await t.signIn(stranger);
    const strangerClub = await createClubFor(t, stranger.id, 'Elsewhere');
    const as = (url: string, method: 'GET' | 'DELETE' | 'PUT' = 'GET', payload?: object) =>
      t.app.inject({
        method,
        url: `/api/v1/clubs/${strangerClub}${url}`,
        headers: { authorization: `Bearer ${strangerToken}` },
        ...(payload ? { payload } : {}),
      });
    for (const response of [
      await as(`/menu-readings/${reading.id}`),
      await as(`/menu-readings/${reading.id}/pages/1`),
      await as(`/menu-readings/${reading.id}`, 'DELETE'),
      await as(`/menu-readings/${reading.id}/draft`, 'PUT', reading.draft),
    ])
      expect(response.statusCode).toBe(404);
    expect((await as('/menu-readings')).json()).toEqual([]);
    // and through the owner's club path, a stranger is refused outright
    const direct = await t.app.inject({
      method: 'GET',
      url: `/api/v1/clubs/${clubId}/menu-readings/${reading.id}`,
      headers: { authorization: `Bearer ${strangerToken}` },
    });
    expect(direct.statusCode).toBe(404);
    expect((await call('GET', `/menu-readings/${reading.id}`)).json().status).toBe('ready');
  });

  it('is cancelled, and discarded, leaving no files behind', { timeout: READING_TIMEOUT_MS }, async () => {
    const info = spyOnInfo();
    const jobFolders = async () =>
      (await readdir(os.tmpdir())).filter((name) => name.startsWith(`${JOB_FOLDER_PREFIX}${process.pid}-`));
    // this test's job's folder: the test files run before in this worker process share its pid
    const before = await jobFolders();
    const pdf = await menuPdf('Trattoria', TRATTORIA, { pages: 3 });
    const started = await start(readingUpload([{ data: pdf, filename: 'a.pdf', type: 'application/pdf' }]));
    const id = started.json().id;
    expect((await call('DELETE', `/menu-readings/${id}`)).statusCode).toBe(204);
    const reading = await settled(id);
    expect(reading.status).toBe('cancelled');
    expect(reading.draft).toBeNull();
    // a cancelled reading cannot be worked on, then is discarded for good
    expect((await call('POST', `/menu-readings/${id}/menu`, { name: 'x' })).statusCode).toBe(409);
    expect((await call('DELETE', `/menu-readings/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `/menu-readings/${id}`)).statusCode).toBe(404);
    // the job's folder goes when the job ends
    await t.app.menuReadings.idle();
    expect((await jobFolders()).filter((name) => !before.includes(name))).toEqual([]);
    // its process was stopped before it answered: no memory of its own to report
    expect(await finishedLine(info, id)).toMatchObject({ outcome: 'stopped', peakRssMb: null });
  });

  it('reads two menus of a club at a time, and takes a reading left by a stopped server for failed', {
    timeout: READING_TIMEOUT_MS,
  }, async () => {
    const pdf = await menuPdf('Trattoria', TRATTORIA);
    const body = () => readingUpload([{ data: pdf, filename: 'a.pdf', type: 'application/pdf' }]);
    const [first, second] = [await start(body()), await start(body())];
    const third = await start(body());
    expect(third.statusCode, third.body).toBe(409);
    expect(third.json().code).toBe('reading_in_progress');
    await settled(first.json().id);
    await settled(second.json().id);

    // a reading whose process is gone (no heartbeat for minutes) is reported, not left reading
    const [orphan] = await t.app.db
      .insert(menuReadings)
      .values({ clubId, language: 'it', updatedAt: sql`now() - interval '10 minutes'` })
      .returning();
    const found = (await call('GET', `/menu-readings/${orphan?.id}`)).json();
    expect(found).toMatchObject({ status: 'failed', error: { code: 'interrupted' } });
    await t.app.db
      .delete(menuReadings)
      .where(and(eq(menuReadings.clubId, clubId), eq(menuReadings.status, 'failed')));
  });
});
