/**
 * The printable menu: A4 portrait pages drawn with pdfkit from the document guests read (hidden
 * sections and items are already left out, texts already in the chosen language), in the theme's
 * PDF colours.
 *
 * The first page opens with the club logo, the club and the menu's name. Each section's title is
 * centred between two hairlines; each item has its name, dietary marks and chillies, labels,
 * description, ingredients, option groups and allergen numbers on the left (right of its photo
 * when the menu prints photos) and its price with the price text on the right. The last page ends
 * with the menu footer, the legend of the 14 allergens (numbered in the EU order, as printed EU
 * menus do), the legend of the dietary marks the menu uses and the club's contacts. Every page is
 * numbered "1 / N".
 *
 * Pages are laid out here rather than by pdfkit's text flow: every block is measured before it is
 * drawn (menu-pdf-measure.ts, then menu-pdf-draw.ts, on the page of menu-pdf-layout.ts), so an
 * item never splits across pages and a section title always stays with its first item.
 */
import { newPdfDocument, type PdfFont, pdfBytes } from '#lib/pdf-fonts.ts';
import { DEFAULT_THEME } from '#modules/clubs/default-theme.ts';
import { Cursor, drawClosing, drawHeader, drawItem, drawSectionTitle, numberPages } from './menu-pdf-draw.ts';
import {
  type Colours,
  type Doc,
  GAP,
  type LayoutContext,
  MARGIN,
  type OpenedImage,
  type PublicMenu,
} from './menu-pdf-layout.ts';
import { measureClosing, measureItem, measureSectionTitle } from './menu-pdf-measure.ts';
import { menuPdfTexts } from './menu-pdf-texts.ts';
import { GlyphNumbering, usePdfkitShortcuts } from './pdfkit-shortcuts.ts';

/** The fonts, opened in the order the header first uses them (pdfkit names them F2-F5 in it). */
const FONTS: readonly PdfFont[] = ['sans-bold', 'serif-bold', 'sans', 'sans-italic'];

export interface MenuPdfOptions {
  /** what guests read: visible content only, texts in `language` (or the originals) */
  menu: PublicMenu;
  /** language of the printed words (captions, legend) and of the prices' format */
  language: string;
  /** PNG or JPEG bytes of the logo, or null */
  logo: Buffer | null;
  /**
   * JPEG bytes of the items' photos by item id, when the menu prints photos ("Photos in the PDF");
   * an item without an entry prints without a photo
   */
  photos?: ReadonlyMap<number, Buffer>;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The theme's PDF colours; a stored colour pdfkit cannot read falls back to Tavola's. */
function coloursOf(theme: PublicMenu['theme']): Colours {
  const pick = (value: string | undefined, fallback: string) =>
    value && HEX_COLOUR.test(value) ? value : fallback;
  return {
    highlight: pick(theme.pdfHighlight, DEFAULT_THEME.pdfHighlight),
    sectionTitle: pick(theme.pdfSectionTitle, DEFAULT_THEME.pdfSectionTitle),
    text: pick(theme.pdfText, DEFAULT_THEME.pdfText),
  };
}

/** Renders the menu; resolves with the PDF bytes. */
/**
 * The photos opened for this document (pdfkit embeds an opened image once, however often it is
 * drawn); a photo that does not decode is left out, and its item prints without it.
 */
function openPhotos(doc: Doc, photos: ReadonlyMap<number, Buffer>): Map<number, OpenedImage> {
  const opened = new Map<number, OpenedImage>();
  const byBytes = new Map<Buffer, OpenedImage>();
  for (const [itemId, bytes] of photos) {
    try {
      const image = byBytes.get(bytes) ?? doc.openImage(bytes);
      byBytes.set(bytes, image);
      if (image.width > 0 && image.height > 0) opened.set(itemId, image);
    } catch {
      // not a JPEG or PNG pdfkit can read: the item prints without its photo
    }
  }
  return opened;
}

export async function renderMenuPdf({ menu, language, logo, photos }: MenuPdfOptions): Promise<Buffer> {
  const doc = (await newPdfDocument({
    size: 'A4',
    // pdfkit's own page flow is kept out of the way (see the file's comment): its bottom margin
    // is below everything drawn, so it never starts a page on its own
    margins: { top: MARGIN.top, bottom: 24, left: MARGIN.side, right: MARGIN.side },
    autoFirstPage: false,
    bufferPages: true,
    fontLayoutCache: true,
    info: { Title: `${menu.clubName} – ${menu.name}`, Author: menu.clubName, Creator: 'Tavola' },
    lang: language,
    displayTitle: true,
  })) as Doc;
  usePdfkitShortcuts(doc);
  const done = pdfBytes(doc);

  try {
    const context: LayoutContext = {
      colours: coloursOf(menu.theme),
      texts: menuPdfTexts(language),
      locale: language,
      currency: menu.currency,
    };
    const numbering = new GlyphNumbering(doc, FONTS);
    // pdfkit's line wrapper, which measures some texts, needs a page
    doc.addPage();
    const opened = openPhotos(doc, photos ?? new Map());
    // everything is measured before anything is drawn, so the glyphs are numbered in one order
    const sections = menu.sections.map((section) => {
      const photoColumn = section.items.some((item) => opened.has(item.id));
      return {
        name: section.name,
        title: measureSectionTitle(doc, section.name),
        items: section.items.map((item) =>
          measureItem(doc, item, context, opened.get(item.id) ?? null, photoColumn),
        ),
      };
    });
    const closing = measureClosing(doc, menu, context);
    numbering.include();

    const cursor = new Cursor(doc);
    drawHeader(doc, cursor, menu, logo, context.colours);

    for (const { name, title, items } of sections) {
      const first = items[0];
      if (!cursor.atPageTop) cursor.y += GAP.beforeSection;
      // a title never ends a page: it moves to the next one with its first item
      cursor.ensureRoom(title.height + GAP.afterSectionTitle + (first?.height ?? 0));
      cursor.y += drawSectionTitle(doc, name, cursor.y, context.colours) + GAP.afterSectionTitle;
      items.forEach((item, index) => {
        if (index > 0) cursor.y += GAP.afterItem;
        cursor.ensureRoom(item.height);
        drawItem(doc, item, cursor.y);
        cursor.y += item.height;
      });
    }

    drawClosing(doc, cursor, closing, context);
    numberPages(doc, context.colours.text);
    numbering.complete();
    doc.end();
  } catch (error) {
    doc.end();
    await done.catch(() => undefined);
    throw error;
  }
  return done;
}
