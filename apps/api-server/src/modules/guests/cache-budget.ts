/**
 * How much memory the guests' document cache (document-cache.ts) may hold by default, in its own
 * module so that the configuration (src/config.ts, GUEST_CACHE_MB) reads it without loading the
 * cache and the database code.
 *
 * 512 MB. A guest document is 17–22 KB for a menu of 60 items (the load bench's seeded menus), and a
 * menu keeps one per language a guest may choose plus the originals: 40–60 KB for a menu in two or
 * three languages. 512 MB is then about 10,000 menus, the whole of 2,000 clubs of 5 menus: the
 * clubs open at one time in a deployment of 10,000, 20 times the 500 menus kept before (all 50,000
 * menus of 10,000 clubs in 2.5 languages would be 2.6 GB, more than one process should hold for
 * clubs that are closed). The documents are Buffers outside the V8 heap, so the heap limit does not
 * bound them; 512 MB beside a serving process's 100–200 MB fits a 1 GB instance. A larger or
 * smaller machine sets GUEST_CACHE_MB.
 */
export const DEFAULT_GUEST_CACHE_MB = 512;
