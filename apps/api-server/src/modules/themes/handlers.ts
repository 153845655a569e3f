/**
 * Menu looks: the predefined themes (rows with a builtin_key, migration 0003) and a club's own.
 * Custom colours and fonts are a paid-plan feature (`customLook` of the plan's entitlements).
 */
import type { components } from '@tavola/api/schema';
import { entitlementsFor } from '@tavola/domain/plans';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { writeClub } from '#db/club-writes.ts';
import { clubs, themes } from '#db/schema.ts';
import { clubNotFound, forbidden, notFound } from '#errors.ts';
import type { Handlers } from '#http/types.ts';
import { toTheme } from '#modules/menus/queries.ts';

type ThemeInput = components['schemas']['ThemeInput'];

const themeNotFound = () => notFound('theme_not_found', 'Theme not found');

async function assertCustomLook(db: DbOrTx, clubId: number) {
  const [club] = await db.select({ plan: clubs.plan }).from(clubs).where(eq(clubs.id, clubId));
  if (!club) throw clubNotFound();
  if (!entitlementsFor(club.plan).customLook) {
    throw forbidden(
      'custom_look_not_in_plan',
      'Custom colours and fonts are available on the Smart plan: upgrade to create your own theme.',
    );
  }
}

function themeValues(body: ThemeInput) {
  return {
    name: body.name.trim(),
    background: body.background.toUpperCase(),
    main: body.main.toUpperCase(),
    text: body.text.toUpperCase(),
    divider: body.divider.toUpperCase(),
    font: body.font,
    buttonText: body.buttonText.toUpperCase(),
    tabBackground: body.tabBackground.toUpperCase(),
    tabText: body.tabText.toUpperCase(),
    bestSellerLabelColor: body.bestSellerLabelColor.toUpperCase(),
    suggestedLabelColor: body.suggestedLabelColor.toUpperCase(),
    pdfHighlight: body.pdfHighlight.toUpperCase(),
    pdfSectionTitle: body.pdfSectionTitle.toUpperCase(),
    pdfText: body.pdfText.toUpperCase(),
  };
}

export const themeHandlers: Handlers<'listThemes' | 'createTheme' | 'updateTheme'> = {
  async listThemes(request) {
    const { db } = request.server;
    const [predefined, own] = await Promise.all([
      db.select().from(themes).where(isNull(themes.clubId)).orderBy(asc(themes.id)),
      db
        .select()
        .from(themes)
        .where(eq(themes.clubId, request.params.clubId))
        .orderBy(asc(themes.name), asc(themes.id)),
    ]);
    return { status: 200, body: { predefined: predefined.map(toTheme), own: own.map(toTheme) } };
  },

  async createTheme(request) {
    const { clubId } = request.params;
    const { db, clock } = request.server;
    await assertCustomLook(db, clubId);
    const [theme] = await db
      .insert(themes)
      .values({ ...themeValues(request.body), backgroundImage: null, clubId, createdAt: clock.now() })
      .returning();
    if (!theme) throw new Error('theme not created');
    return { status: 201, body: toTheme(theme) };
  },

  async updateTheme(request) {
    const { clubId, themeId } = request.params;
    const { db } = request.server;
    await assertCustomLook(db, clubId);
    const [theme] = await writeClub(db, clubId, (tx) =>
      tx
        .update(themes)
        .set(themeValues(request.body))
        .where(and(eq(themes.id, themeId), eq(themes.clubId, clubId)))
        .returning(),
    );
    if (!theme) throw themeNotFound();
    return { status: 200, body: toTheme(theme) };
  },
};
