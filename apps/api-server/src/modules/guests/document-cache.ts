/**
 * In-process cache of built public menus, keyed by club and menu, each entry stamped with the club's
 * content version it was read at. The hot path compares that stamp with the version its one query
 * just read: equal (or newer) serves the stored JSON string; older rebuilds. The version lives in
 * the database, so every API process's cache stays right without talking to the others.
 *
 * Bounded (least recently used menus are dropped) and single-flight (concurrent misses of one menu
 * share one build).
 */

import type { SchedulingRule } from '@tavola/domain/scheduling';
import type { Db } from '#db/client.ts';
import type { FullMenu } from '../menus/queries.ts';
import { menuEtag } from './http-cache.ts';
import { availableLanguages, buildPublicMenu, type EffectiveFlags, effectiveFlags } from './menu-document.ts';
import { type GuestClub, loadMenuContent, type MenuContent } from './queries.ts';

export interface PublicMenuDocument {
  /** the PublicMenu, serialized once */
  json: string;
  /** `json` encoded as UTF-8 once: the socket takes the bytes without encoding 20 KB per read */
  body: Buffer;
  etag: string;
}

export type CachedMenu =
  | { kind: 'missing' | 'hidden'; contentVersion: number }
  | {
      kind: 'menu';
      contentVersion: number;
      menuId: number;
      schedulings: SchedulingRule[];
      /** languages a guest may choose (empty when translations are off) */
      languages: string[];
      /** the language of the owner's own texts */
      sourceLanguage: string;
      document(language: string | null): PublicMenuDocument;
    };

type Loader = (db: Db, clubId: number, menuId: number) => Promise<MenuContent>;

export const DEFAULT_CACHED_MENUS = 500;

function toCachedMenu(content: MenuContent, menuId: number): CachedMenu {
  if (content.kind !== 'menu') return content;
  const { menu, club, contentVersion } = content;
  const flags = effectiveFlags(club, menu);
  const languages = availableLanguages(menu, flags);
  return {
    kind: 'menu',
    contentVersion,
    menuId,
    schedulings: content.schedulings,
    languages,
    sourceLanguage: menu.sourceLanguage,
    document: documentsOf(menu, club, flags, languages, contentVersion),
  };
}

/** Each language's document is built and serialized on first use, then kept with the entry. */
function documentsOf(
  menu: FullMenu,
  club: GuestClub,
  flags: EffectiveFlags,
  languages: string[],
  contentVersion: number,
) {
  const built = new Map<string, PublicMenuDocument>();
  return (language: string | null): PublicMenuDocument => {
    const key = language ?? '';
    let document = built.get(key);
    if (!document) {
      const json = JSON.stringify(buildPublicMenu(menu, club, flags, languages, language));
      document = {
        json,
        body: Buffer.from(json, 'utf8'),
        etag: menuEtag({ contentVersion, menuId: menu.id, language }),
      };
      built.set(key, document);
    }
    return document;
  };
}

export class MenuDocumentCache {
  private readonly entries = new Map<string, CachedMenu>();
  private readonly loading = new Map<string, Promise<CachedMenu>>();

  constructor(
    private readonly maxMenus = DEFAULT_CACHED_MENUS,
    private readonly load: Loader = loadMenuContent,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The menu as of `contentVersion` or later, from memory when possible. */
  async get(db: Db, clubId: number, menuId: number, contentVersion: number): Promise<CachedMenu> {
    const key = `${clubId}:${menuId}`;
    const cached = this.entries.get(key);
    if (cached && cached.contentVersion >= contentVersion) {
      // most recently used goes last
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const pending = this.loading.get(key);
    if (pending) {
      const shared = await pending;
      if (shared.contentVersion >= contentVersion) return shared;
    }
    return this.rebuild(db, key, clubId, menuId);
  }

  clear(): void {
    this.entries.clear();
  }

  private rebuild(db: Db, key: string, clubId: number, menuId: number): Promise<CachedMenu> {
    const promise = this.load(db, clubId, menuId)
      .then((content) => {
        const entry = toCachedMenu(content, menuId);
        const current = this.entries.get(key);
        // a slower, older build never replaces a newer one
        if (!current || current.contentVersion <= entry.contentVersion) {
          this.entries.delete(key);
          this.entries.set(key, entry);
          while (this.entries.size > this.maxMenus) {
            const oldest = this.entries.keys().next().value;
            if (oldest === undefined) break;
            this.entries.delete(oldest);
          }
        }
        return entry;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }
}
