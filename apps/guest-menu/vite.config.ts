import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, minifySync, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// by path, not by package name: Vite bundles relative imports into its config, but leaves a
// package to Node, which cannot run TypeScript sources (packages/csp README)
import { appPolicy } from '../../packages/csp/src/vite-plugin.ts';

const server = {
  port: 5174,
  strictPort: true,
  // the API, and the clubs' public pages the API renders with this app's build (/m/…, the sitemap)
  proxy: Object.fromEntries(
    ['/api', '/m/', '/sitemap.xml', '/robots.txt'].map((path) => [
      path,
      { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080', changeOrigin: false },
    ]),
  ),
};

// The API's address: /api/v1 on the same origin, or an absolute URL when the guest app is served
// from a CDN origin (the API answers CORS for it). Read by src/lib/api.ts and the inline script
// of index.html, which starts the menu's request before the app loads.
const API_BASE = process.env.VITE_API_URL || '/api/v1';

/** The build's second entry: the menu's first screen painted before the app (src/first-paint.tsx). */
const FIRST_PAINT_ENTRY = 'first-paint';

function inlineApiBase(): Plugin {
  return {
    name: 'tavola-inline-api-base',
    transformIndexHtml: (html) => html.replace('__TAVOLA_API_BASE__', API_BASE.replace(/'/g, '%27')),
  };
}

/**
 * Puts the entry's style sheet (about 4 KB gzip) into index.html: a <link> to it blocks the first
 * paint for one more round trip on a phone's network (Lighthouse on bench/guest: "render-blocking
 * resources"). Font and image URLs in it are absolute (/assets/…), so they resolve the same.
 *
 * A part loaded on demand (the waiter call, an item's larger view…) names the style sheets of the
 * chunks it imports, for Vite's preload helper to add as <link>s when it loads. A sheet inlined
 * here is in the page already and its file is gone: once Vite has written those names into the
 * chunks (the second plugin, last of all), each becomes the name of the JavaScript chunk that
 * carried the sheet, which the page has loaded already (the helper adds nothing for it). Otherwise
 * the helper would ask for the missing file when the part loads.
 */
function inlineEntryCss(): Plugin[] {
  const inlined: string[] = [];
  return [
    {
      name: 'tavola-inline-entry-css',
      apply: 'build',
      enforce: 'post',
      generateBundle(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') return;
        let html = String(page.source);
        inlined.length = 0;
        for (const [fileName, file] of Object.entries(bundle)) {
          if (file.type !== 'asset' || !fileName.endsWith('.css')) continue;
          const link = new RegExp(
            `<link rel="stylesheet"[^>]*href="/${fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`,
          );
          if (!link.test(html)) continue;
          const css = String(file.source).replace(/<\/style/gi, '<\\/style');
          html = html.replace(link, () => `<style>${css}</style>`);
          delete bundle[fileName];
          inlined.push(fileName);
        }
        page.source = html;
      },
    },
    {
      name: 'tavola-inlined-css-deps',
      apply: 'build',
      enforce: 'post',
      generateBundle: {
        order: 'post',
        handler(_options, bundle) {
          const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
          for (const sheet of inlined) {
            const owner = chunks.find((chunk) => chunk.viteMetadata?.importedCss.has(sheet));
            if (!owner) continue;
            for (const chunk of chunks)
              chunk.code = chunk.code.replaceAll(`"${sheet}"`, `"${owner.fileName}"`);
          }
        },
      },
    },
  ];
}

/**
 * The app loaded by index.html's script instead of a module script of its own (see the script): on a
 * menu's first visit the small first-paint entry (src/first-paint.tsx) draws the menu first, and the
 * app's entry starts after it. This plugin removes the app's module script, keeps only the module
 * preloads the first paint needs (the app's own would share the network with the menu's data), and
 * writes both entries' addresses into the script.
 */
function deferredApp(): Plugin {
  return {
    name: 'tavola-deferred-app',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      const firstPaint = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.isEntry && file.name === FIRST_PAINT_ENTRY,
      );
      if (firstPaint?.type !== 'chunk')
        throw new Error('tavola-deferred-app: no first-paint entry in the build');
      let html = String(page.source);
      const app = /<script type="module" crossorigin src="(\/[^"]+)"><\/script>\s*/.exec(html);
      if (!app) throw new Error('tavola-deferred-app: no module script in index.html');
      html = html.replace(app[0], '');
      const needed = new Set(firstPaint.imports.map((file) => `/${file}`));
      html = html.replace(/<link rel="modulepreload" crossorigin href="(\/[^"]+)">\s*/g, (link, href) =>
        needed.delete(href) ? link : '',
      );
      const preloads = [...needed].map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
      html = html
        .replace('</head>', `${preloads.join('')}</head>`)
        .replace("'__TAVOLA_APP_ENTRY__'", `'${app[1]}'`)
        .replace("'__TAVOLA_FIRST_PAINT__'", `'/${firstPaint.fileName}'`);
      page.source = html;
    },
  };
}

/**
 * Minifies index.html's inline script (the data preload and the loader) once its addresses are in:
 * Vite leaves inline scripts as written, comments and all, and every byte of it is in the guest
 * page's first-paint budget (bench/guest/size.mjs counts it): about 1.1 KB gzip as written, 0.6 KB
 * minified. After deferredApp, before appPolicy hashes the script for the policy.
 */
function minifiedInlineScript(): Plugin {
  return {
    name: 'tavola-minified-inline-script',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      page.source = String(page.source).replace(/<script>([\s\S]*?)<\/script>/g, (_script, code: string) => {
        const result = minifySync('index.html-inline.js', code, { compress: true, mangle: true });
        if (result.errors.length > 0)
          throw new Error(`tavola-minified-inline-script: ${result.errors.map((e) => e.message).join('; ')}`);
        return `<script>${result.code}</script>`;
      });
    },
  };
}

/**
 * The guest page's web fonts use `font-display: optional` instead of fontsource's `swap`: a font
 * that is not there by the first paint is skipped for that view (the service worker keeps it for
 * the next), so text never jumps when it arrives late. With `swap`, Barlow arriving after the menu
 * moved the items (Lighthouse on bench/guest: CLS 0.032, "web font loaded", goal 0.02).
 */
function optionalFontDisplay(): Plugin {
  return {
    name: 'tavola-optional-font-display',
    transform(code, id) {
      if (!/[\\/]@fontsource[\\/].*\.css$/.test(id)) return null;
      return { code: code.replace(/font-display:\s*swap/g, 'font-display: optional'), map: null };
    },
  };
}

type ModuleGraph = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null };

/**
 * The first paint's entry and everything it imports (React's element functions, the menu view, the
 * catalogs…) in one file, which the app's entry imports in turn. Left to itself the bundler puts
 * the modules both entries share into a chunk of their own, and splits off the part of it that the
 * parts loaded on demand import too (the catalogs, the API helpers): three files where one does.
 * Every file compresses on its own (one more gzip stream in the guest page's budget), and the first
 * paint waited for the entry, then for the chunk it imports: on Lighthouse's simulated slow 4G one
 * more round trip on the path to the menu's largest paint.
 */
function firstPaintChunk(): (id: string, meta: ModuleGraph) => string | null {
  let reachable: Set<string> | null = null;
  return (id, { getModuleInfo }) => {
    if (!reachable) {
      const entry = fileURLToPath(new URL('src/first-paint.tsx', import.meta.url));
      reachable = new Set();
      const stack = [entry];
      while (stack.length > 0) {
        const next = stack.pop() as string;
        if (reachable.has(next)) continue;
        reachable.add(next);
        stack.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return reachable.has(id) ? FIRST_PAINT_ENTRY : null;
  };
}

export default defineConfig({
  plugins: [
    react(),
    inlineApiBase(),
    inlineEntryCss(),
    deferredApp(),
    minifiedInlineScript(),
    // after inlineEntryCss, deferredApp and minifiedInlineScript (all run last, in this order): it hashes the page's final
    // inline script (the data preload and the loader) and its <style> blocks (the skeleton, the
    // inlined CSS of the app's chunks)
    // data: images: each dish photo's tiny blurred placeholder (a data URL in the menu's data, drawn
    // as the photo's CSS background until the photo arrives)
    appPolicy({ inlineStyles: 'hash', imageSchemes: ['data:'] }),
    optionalFontDisplay(),
    // Keeps the app shell for offline visits; the menus themselves are saved by the app
    // (src/lib/saved-copies.ts), so API calls never go through the worker's caches.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: null,
      scope: '/',
      base: '/',
      manifest: false,
      workbox: {
        // and the fonts' Latin subsets (woff2): a first visit loads them before the worker is in
        // control, so the runtime cache below would not have them for an offline second visit
        globPatterns: ['**/*.{js,css,html,svg}', '**/*-latin-[0-9]*-normal-*.woff2'],
        navigateFallback: '/index.html',
        navigateFallbackAllowlist: [/^\/public\//],
        // the clubs' public pages are the server's, always fresh from it
        navigateFallbackDenylist: [/^\/api\//, /^\/m\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.destination === 'font',
            handler: 'CacheFirst',
            options: {
              cacheName: 'fonts',
              expiration: { maxEntries: 20, maxAgeSeconds: 60 * 60 * 24 * 365 },
            },
          },
          {
            // logos, banners and backgrounds of menus already seen
            urlPattern: ({ request, url }) =>
              request.destination === 'image' && !url.pathname.endsWith('.svg'),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'images',
              expiration: { maxEntries: 60, maxAgeSeconds: 60 * 60 * 24 * 30 },
            },
          },
        ],
      },
    }),
  ],
  // The menu view's CSS module classes as `mv-` and their own name: unique on this page (styles.css
  // uses no such prefix), and far shorter than `_root_1g3r3_3` in the JavaScript's map of them
  // (the guest page's budget)
  css: { modules: { generateScopedName: 'mv-[local]' } },
  server,
  preview: server,
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      // first-paint's export is called by index.html's script; its file exports more for the app
      // (firstPaintChunk), so no second file stands in for it with that export alone
      preserveEntrySignatures: 'allow-extension',
      output: { manualChunks: firstPaintChunk() },
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        [FIRST_PAINT_ENTRY]: fileURLToPath(new URL('src/first-paint.tsx', import.meta.url)),
      },
    },
  },
});
