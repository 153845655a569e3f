/**
 * Printed menus kept in memory, each stamped with the club's content version it was printed at (the
 * guests' documents do the same, docs/decisions/011): the database bumps that version on every
 * change of anything a PDF shows, so a stamp as new as the club's current version means the PDF is
 * still right, and an owner downloading the same menu again does not wait for it to be drawn again.
 *
 * Bounded (least recently used dropped first) and single-flight (concurrent misses of one PDF share
 * one printing). Per process: each API process keeps its own, all checked against the database.
 */

export interface PrintedMenu {
  /** the menu's own name (the owner's, not a translation), for the file name */
  name: string;
  /** the name printed on the page (a translation's, when printed in one), for the guests' file name */
  title: string;
  /** the language of the printed texts (a translation's, or the originals' when known), for the file name */
  language: string | null;
  pdf: Buffer;
}

export interface Printing {
  /** the content version the PDF was printed from */
  contentVersion: number;
  printed: PrintedMenu;
  /** false for a PDF printed without a logo that could not be read: a later request tries again */
  keep: boolean;
}

const DEFAULT_CACHED_PDFS = 40;

export class MenuPdfCache {
  private readonly entries = new Map<string, { contentVersion: number; printed: PrintedMenu }>();
  private readonly printing = new Map<string, Promise<Printing>>();

  constructor(private readonly maxPdfs = DEFAULT_CACHED_PDFS) {}

  get size(): number {
    return this.entries.size;
  }

  /** The PDF under `key` as of `contentVersion` or later: from memory, or printed by `print`. */
  async get(key: string, contentVersion: number, print: () => Promise<Printing>): Promise<PrintedMenu> {
    const cached = this.entries.get(key);
    if (cached && cached.contentVersion >= contentVersion) {
      // most recently used goes last
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached.printed;
    }
    const pending = this.printing.get(key);
    if (pending) {
      const shared = await pending;
      if (shared.contentVersion >= contentVersion) return shared.printed;
    }
    return (await this.printAndKeep(key, print)).printed;
  }

  private printAndKeep(key: string, print: () => Promise<Printing>): Promise<Printing> {
    const promise = print()
      .then((printing) => {
        const current = this.entries.get(key);
        // a slower, older printing never replaces a newer one
        if (printing.keep && (!current || current.contentVersion <= printing.contentVersion)) {
          this.entries.delete(key);
          this.entries.set(key, { contentVersion: printing.contentVersion, printed: printing.printed });
          while (this.entries.size > this.maxPdfs) {
            const oldest = this.entries.keys().next().value;
            if (oldest === undefined) break;
            this.entries.delete(oldest);
          }
        }
        return printing;
      })
      .finally(() => {
        if (this.printing.get(key) === promise) this.printing.delete(key);
      });
    this.printing.set(key, promise);
    return promise;
  }
}
