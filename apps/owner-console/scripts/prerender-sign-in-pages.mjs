// Draws the console's sign-in pages into the built app (after `vite build` and the build of
// vite.prerender.config.ts): one HTML file per page beside index.html, `dist/login.html` for
// `/login`, with the page's markup inside `<div id="root">` (inert: the app's until it starts) and
// its title. The servers answer a path with its `.html` file before falling back to index.html
// (vite preview does by itself, deploy/Caddyfile by `try_files`). The browser draws the page before
// any script has come, and main.tsx hydrates it
// (docs/decisions/046-console-sign-in-pages-drawn-at-build-time.md).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The built app: `dist/`, or the folder given (a bench's own build). */
const distDir = path.resolve(process.argv[2] ?? path.join(appDir, 'dist'));

const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The app's scripts started after the page's first paint (public/start-after-paint.js) instead of
 * with the HTML: a drawn page paints without them, so on a weak signal they should not share the
 * bandwidth its style sheet and fonts need.
 */
function scriptsAfterPaint(html) {
  const entry = ENTRY.exec(html);
  if (!entry) throw new Error("index.html has no module script for the app's entry");
  const preloads = [...html.matchAll(PRELOAD)].map((link) => link[1]);
  const starter = `\n    <script src="/start-after-paint.js" data-entry="${entry[1]}" data-preloads="${preloads.join(' ')}" defer></script>`;
  return html.replace(PRELOAD, '').replace(ENTRY, () => starter);
}

/** index.html with `html` inside its root element and `title` as its title. */
function pageDocument(indexHtml, { html, title }, pagePath) {
  if (!indexHtml.includes(ROOT) || !TITLE.test(indexHtml))
    throw new Error('index.html has no empty <div id="root"> or no <title>');
  return scriptsAfterPaint(indexHtml)
    .replace(TITLE, () => `<title>${title}</title>`)
    .replace(ROOT, () => `<div id="root" data-prerendered="${pagePath}" inert>${html}</div>`);
}

const { SIGN_IN_PAGES, renderSignInPage } = await import(
  path.join(appDir, 'dist-prerender/render-sign-in-page.js')
);
const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
for (const pagePath of SIGN_IN_PAGES) {
  const page = await renderSignInPage(pagePath);
  const file = path.join(distDir, `${pagePath.slice(1)}.html`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, pageDocument(indexHtml, page, pagePath));
}
console.log(
  `Drew ${SIGN_IN_PAGES.length} sign-in pages into ${path.relative(process.cwd(), distDir) || '.'}`,
);
