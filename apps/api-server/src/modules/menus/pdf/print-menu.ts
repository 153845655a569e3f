/**
 * `getMenuPdf`: who may print, what is printed and the file's name. The content is exactly what
 * guests read (guests/menu-document.ts): the same switches, the same hidden parts left out, the
 * same language choice and fallback to the originals, so the paper never differs from the phone.
 */
import { entitlementsFor } from '@tavola/domain/plans';
import type { FastifyInstance } from 'fastify';
import { clubNotFound, forbidden } from '#errors.ts';
import { menuNotFound } from '#http/club-path.ts';
import { chooseLanguage } from '#modules/guests/language.ts';
import { availableLanguages, buildPublicMenu, effectiveFlags } from '#modules/guests/menu-document.ts';
import { readClubLogo } from '#modules/tables/logo.ts';
import { renderMenuPdf } from './menu-pdf.ts';
import { MenuPdfCache, type PrintedMenu, type Printing } from './menu-pdf-cache.ts';
import { readItemPhotos } from './menu-pdf-photos.ts';
import { loadMenuPdfSource, type PdfClub, readPdfClub } from './menu-pdf-source.ts';

/** 403 unless the plan includes the PDF and the club has it turned on. */
function assertMayPrint(club: PdfClub) {
  if (!entitlementsFor(club.plan).pdfMenu)
    throw forbidden(
      'feature_not_in_plan',
      "The PDF menu is a Smart feature: upgrade the club's plan to use it.",
    );
  if (!club.pdfMenuEnabled)
    throw forbidden('pdf_menu_off', "The PDF menu is turned off in the club's settings.");
}

const caches = new WeakMap<FastifyInstance, MenuPdfCache>();

function cacheOf(app: FastifyInstance): MenuPdfCache {
  let cache = caches.get(app);
  if (!cache) {
    cache = new MenuPdfCache();
    caches.set(app, cache);
  }
  return cache;
}

/** Reads the menu in one snapshot and draws it, stamped with the snapshot's content version. */
async function printFresh(
  app: FastifyInstance,
  clubId: number,
  menuId: number,
  lang: string | undefined,
): Promise<Printing> {
  const source = await loadMenuPdfSource(app.db, clubId, menuId);
  if (!source) throw clubNotFound();
  const { club, menu } = source;
  assertMayPrint(club);
  if (!menu) throw menuNotFound();

  const flags = effectiveFlags(club, menu);
  const languages = availableLanguages(menu, flags);
  // no Accept-Language guess: the owner asks for a language or gets the originals
  const language = chooseLanguage(languages, lang, undefined);
  const document = buildPublicMenu(menu, club, flags, languages, language);
  const [logo, photos] = await Promise.all([
    readClubLogo(app, document.logo),
    menu.pdfPhotos ? readItemPhotos(app, document) : new Map<number, Buffer>(),
  ]);
  const pdf = await renderMenuPdf({
    menu: document,
    language: language ?? menu.sourceLanguage ?? 'en',
    logo,
    photos,
  });
  return {
    contentVersion: club.contentVersion,
    // the owner's own name for the menu, so every language of one menu sorts together in a folder
    printed: {
      name: menu.name,
      title: document.name,
      language: language ?? menu.sourceLanguage ?? null,
      pdf,
    },
    keep: logo !== null || !document.logo,
  };
}

/**
 * The menu as a PDF in `lang` when the menu offers it to guests, else in its original texts (an
 * unknown or untranslated language is no error: guests get the originals the same way). The club
 * is read first on every request (the refusals never come from memory); the PDF is drawn again
 * only when something printed has changed since (menu-pdf-cache.ts).
 */
export async function printMenu(
  app: FastifyInstance,
  clubId: number,
  menuId: number,
  lang: string | undefined,
): Promise<PrintedMenu> {
  const club = await readPdfClub(app.db, clubId);
  if (!club) throw clubNotFound();
  assertMayPrint(club);
  const key = `${clubId}:${menuId}:${lang ?? ''}`;
  return cacheOf(app).get(key, club.contentVersion, () => printFresh(app, clubId, menuId, lang));
}

/** Characters no file name may hold on common systems, and controls. */
const UNSAFE_IN_FILE_NAME = /[\p{Cc}\\/:*?"<>|]+/gu;

/** RFC 8187 value characters: encodeURIComponent leaves ' ( ) * as they are, the RFC does not. */
function encodeExtendedValue(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A file name has room for this many characters of the menu's name (menu names are shorter). */
const MAX_NAME_CHARACTERS = 100;

/**
 * `attachment; filename="Pranzo e cena (fr).pdf"; filename*=UTF-8''…` (RFC 6266, RFC 8187): browsers
 * save the UTF-8 name ("Menù Ελληνικά (el).pdf"); the quoted ASCII one is for older clients, with
 * accents taken off rather than turned into question marks. (The content-disposition package
 * leaves a plain name unquoted and puts "?" for other letters, so it is written out here.) The
 * language of the printed texts is in the name, so the French and the Italian PDF of one menu do not
 * overwrite each other in the owner's downloads.
 */
export function pdfAttachment(menuName: string, language: string | null = null): string {
  const cleaned = menuName.replace(UNSAFE_IN_FILE_NAME, ' ').replace(/\s+/g, ' ').trim();
  // cut by code points, so an emoji is never split in half
  const name = [...cleaned].slice(0, MAX_NAME_CHARACTERS).join('').trim() || 'menu';
  const suffix = language ? ` (${language.replace(/[^A-Za-z-]/g, '')})` : '';
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/\s+/g, ' ')
      .trim() || 'menu';
  return `attachment; filename="${ascii}${suffix}.pdf"; filename*=UTF-8''${encodeExtendedValue(`${name}${suffix}.pdf`)}`;
}
