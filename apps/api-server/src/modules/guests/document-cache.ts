/**
 * In-process cache of built public menus, keyed by club and menu, each entry stamped with the club's
 * content version it was read at. The hot path compares that stamp with the version its one query
 * just read: equal (or newer) serves the stored bytes; older rebuilds. The version lives in
 * the database, so every API process's cache stays right without talking to the others.
 *
 * Bounded by bytes (least recently used menus are dropped past the budget, GUEST_CACHE_MB) and
 * single-flight (concurrent misses of one menu share one build). A read marks its entry with the
 * cache's read counter instead of moving its key to the end of the map: a delete and a set on every
 * read wore out the map's table, which V8 then copied every few hundred reads, and those copies lived
 * long enough to be promoted, so the old generation filled and was collected more often the more
 * menus guests were reading (docs/decisions/023). Dropping a menu then looks for the
 * oldest mark; it happens only when a newly built menu passes the budget. An entry holds only its finished
 * documents, one per language, as encoded bytes, not the stored menu they were built from (kept
 * before for the languages not built yet): so its size is known exactly, and what the cache holds
 * lives in Buffers outside the V8 heap, where thousands of menus add nothing to the garbage
 * collector's work.
 *
 * Under the memory, the database keeps every built menu (`MenuStore`, stored-menus.ts, decision
 * 050): a miss reads the menu's row by its key first, and builds the menu from its tables (then
 * stores it, after the guest's answer) only when the row is missing or older than asked.
 */

import type { SchedulingRule } from '@tavola/domain/scheduling';
import type { Db } from '#db/client.ts';
import { DEFAULT_GUEST_CACHE_MB } from './cache-budget.ts';
import { menuEtag } from './http-cache.ts';
import { leastRecentlyUsed } from './least-recently-used.ts';
import { loadMenuContent } from './menu-content-query.ts';
import { availableLanguages, buildPublicMenu, effectiveFlags } from './menu-document.ts';
import type { MenuContent } from './queries.ts';
import type { BuiltMenu } from './stored-menus.ts';

export interface PublicMenuDocument {
  /** the PublicMenu serialized and encoded as UTF-8 once: the socket takes the bytes as they are */
  body: Buffer;
  etag: string;
}

export type CachedMenu =
  | { kind: 'missing' | 'hidden'; contentVersion: number; bytes: number }
  | {
      kind: 'menu';
      contentVersion: number;
      /** what the entry holds in memory, its documents' bytes first (the budget's unit) */
      bytes: number;
      menuId: number;
      schedulings: SchedulingRule[];
      /** languages a guest may choose (empty when translations are off) */
      languages: string[];
      /** the language of the owner's own texts */
      sourceLanguage: string;
      /** guests may download it as a PDF (the club's switch and the plan's PDF) */
      pdfMenuEnabled: boolean;
      /** null (or a language not offered) is the owner's original texts */
      document(language: string | null): PublicMenuDocument;
    };

type Loader = (db: Db, clubId: number, menuId: number) => Promise<MenuContent>;

/**
 * The second level under the process's memory (stored-menus.ts, bound to this server's document
 * format): `read` gives a menu built at `contentVersion` or later, else null; `write` keeps one.
 */
export interface MenuStore {
  read(db: Db, clubId: number, menuId: number, contentVersion: number): Promise<BuiltMenu | null>;
  write(db: Db, clubId: number, menu: BuiltMenu): Promise<void>;
  /** told of a write that failed: the menu is served all the same, and built again next time */
  failed(error: unknown): void;
}

/** A cached menu and the cache's read count at its last read. */
interface Slot {
  menu: CachedMenu;
  usedAt: number;
}

export const MB = 1024 * 1024;

/**
 * What an entry costs beside its documents' bytes: its key, ETags, languages and schedulings, the
 * map slots. Also the whole size of a missing or hidden menu's entry.
 */
const ENTRY_OVERHEAD_BYTES = 1024;

/** Every document of a menu that is there and switched on, serialized and encoded once. */
function buildMenu(content: MenuContent & { kind: 'menu' }, menuId: number): BuiltMenu {
  const { menu, club, contentVersion } = content;
  const flags = effectiveFlags(club, menu);
  const languages = availableLanguages(menu, flags);
  const build = (language: string | null) =>
    Buffer.from(JSON.stringify(buildPublicMenu(menu, club, flags, languages, language)), 'utf8');
  return {
    contentVersion,
    menuId,
    schedulings: content.schedulings,
    languages,
    sourceLanguage: menu.sourceLanguage,
    pdfMenuEnabled: flags.pdfMenu,
    bodies: [build(null), ...languages.map(build)],
  };
}

/** The cache's entry of a built menu (just built, or read from the store): bytes only. */
function toCachedMenu(built: BuiltMenu): CachedMenu {
  const { contentVersion, menuId } = built;
  // bodies[0] is the originals', bodies[i + 1] the document of languages[i]
  const document = (index: number, language: string | null): PublicMenuDocument => ({
    body: built.bodies[index] as Buffer,
    etag: menuEtag({ contentVersion, menuId, language }),
  });
  const originals = document(0, null);
  const translated = new Map(
    built.languages.map((language, index) => [language, document(index + 1, language)]),
  );
  let bytes = ENTRY_OVERHEAD_BYTES;
  for (const body of built.bodies) bytes += body.length;
  return {
    kind: 'menu',
    contentVersion,
    bytes,
    menuId,
    schedulings: built.schedulings,
    languages: built.languages,
    sourceLanguage: built.sourceLanguage,
    pdfMenuEnabled: built.pdfMenuEnabled,
    document: documentChooser(originals, translated),
  };
}

/**
 * The entry's `document`, made outside buildMenu and toCachedMenu on purpose: V8 gives the closures
 * of one function a single shared scope, so an arrow written beside `build` would keep `menu` and
 * `club` alive as long as the entry, i.e. every cached menu's whole stored form on the heap
 * (document-cache.test.ts checks that nothing of it is kept).
 */
function documentChooser(
  originals: PublicMenuDocument,
  translated: ReadonlyMap<string, PublicMenuDocument>,
): (language: string | null) => PublicMenuDocument {
  return (language) => (language === null ? originals : (translated.get(language) ?? originals));
}

export class MenuDocumentCache {
  private readonly entries = new Map<string, Slot>();
  /** reads so far: an entry's `usedAt` is the count at its last read */
  private reads = 0;
  private readonly loading = new Map<string, Promise<CachedMenu>>();
  private heldBytes = 0;
  /** the store's writes not finished yet (`flush`) */
  private readonly writing = new Set<Promise<void>>();

  constructor(
    /** the budget of every entry's `bytes` together */
    private readonly maxBytes = DEFAULT_GUEST_CACHE_MB * MB,
    private readonly load: Loader = loadMenuContent,
    /** none: every miss builds the menu (tests of the memory level alone) */
    private readonly store: MenuStore | null = null,
  ) {}

  /** menus held */
  get size(): number {
    return this.entries.size;
  }

  /** bytes held, at most the budget */
  get bytes(): number {
    return this.heldBytes;
  }

  /** bytes it may hold (GUEST_CACHE_MB) */
  get budget(): number {
    return this.maxBytes;
  }

  /** The menu as of `contentVersion` or later, from memory when possible. */
  async get(db: Db, clubId: number, menuId: number, contentVersion: number): Promise<CachedMenu> {
    const key = `${clubId}:${menuId}`;
    const slot = this.entries.get(key);
    if (slot && slot.menu.contentVersion >= contentVersion) {
      slot.usedAt = ++this.reads;
      return slot.menu;
    }
    const pending = this.loading.get(key);
    if (pending) {
      const shared = await pending;
      if (shared.contentVersion >= contentVersion) return shared;
    }
    return this.rebuild(db, key, clubId, menuId, contentVersion);
  }

  clear(): void {
    this.entries.clear();
    this.heldBytes = 0;
  }

  /** Waits for the store's writes started so far (the app's close, before the database's). */
  async flush(): Promise<void> {
    await Promise.all(this.writing);
  }

  /**
   * The menu from the store when it holds it at `contentVersion` or later, else built from its
   * tables and handed to the store; the guest's answer does not wait for that write.
   */
  private async fetch(db: Db, clubId: number, menuId: number, contentVersion: number): Promise<CachedMenu> {
    const stored = await this.store?.read(db, clubId, menuId, contentVersion);
    if (stored) return toCachedMenu(stored);
    const content = await this.load(db, clubId, menuId);
    if (content.kind !== 'menu') return { ...content, bytes: ENTRY_OVERHEAD_BYTES };
    const built = buildMenu(content, menuId);
    if (this.store) this.keepWriting(this.store, db, clubId, built);
    return toCachedMenu(built);
  }

  private keepWriting(store: MenuStore, db: Db, clubId: number, built: BuiltMenu): void {
    const write = store
      .write(db, clubId, built)
      .catch((error: unknown) => store.failed(error))
      .finally(() => this.writing.delete(write));
    this.writing.add(write);
  }

  private rebuild(
    db: Db,
    key: string,
    clubId: number,
    menuId: number,
    contentVersion: number,
  ): Promise<CachedMenu> {
    const promise = this.fetch(db, clubId, menuId, contentVersion)
      .then((entry) => {
        const current = this.entries.get(key)?.menu;
        // a slower, older build never replaces a newer one
        if (!current || current.contentVersion <= entry.contentVersion) this.keep(key, entry);
        return entry;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  /** Keeps the entry as the most recently used, then drops the least recently used past the budget. */
  private keep(key: string, entry: CachedMenu): void {
    this.forget(key);
    this.entries.set(key, { menu: entry, usedAt: ++this.reads });
    this.heldBytes += entry.bytes;
    // an entry larger than the whole budget is answered but not kept
    while (this.heldBytes > this.maxBytes) {
      const oldest = leastRecentlyUsed(this.entries);
      if (oldest === undefined) break;
      this.forget(oldest);
    }
  }

  private forget(key: string): void {
    const slot = this.entries.get(key);
    if (!slot) return;
    this.entries.delete(key);
    this.heldBytes -= slot.menu.bytes;
  }
}
