// Size of the guest's menu view (packages/menu-view) as the guest app ships it: bundled with Vite
// (rolldown, minified, production React), gzip level 9. Prints the JavaScript with React, React
// alone, the component alone (React left out), and the style sheet, against the guest page budget
// of 90 KB gzip of JavaScript with React inside. Usage: node bench/menu-view-size.mjs
// Prints the figures; never fails on size.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { figure, writeResults } from './results-file.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const BUDGET_KB = 90;

// The entries live in memory; their bare imports resolve from bench/ (its package.json lists them).
// The menu comes from the page, as it will come from the server: no sample data in the bundle.
const ENTRIES = {
  'react-only': `
    import { createElement } from 'react';
    import { createRoot } from 'react-dom/client';
    createRoot(document.getElementById('root')).render(createElement('main', null, 'menu'));
  `,
  'with-menu-view': `
    import { createElement } from 'react';
    import { createRoot } from 'react-dom/client';
    import { MenuView } from '@tavola/menu-view/menu-view';
    import { englishTexts } from '@tavola/menu-view/texts';
    const menu = JSON.parse(document.getElementById('menu').textContent);
    createRoot(document.getElementById('root')).render(
      createElement(MenuView, { menu, texts: englishTexts, locale: navigator.language }),
    );
  `,
};

function virtualEntry(name) {
  const id = `\0bench-entry:${name}`;
  return {
    name: 'bench-entry',
    resolveId: (source) => (source === `bench-entry:${name}` ? id : null),
    load: (moduleId) => (moduleId === id ? ENTRIES[name] : null),
  };
}

const REACT_MODULES = /^(react|react-dom)(\/.*)?$/;

/** Bundles one entry; returns the gzip and raw bytes of its JavaScript and CSS. */
async function bundle(name, { external } = {}) {
  const result = await build({
    root: benchDir,
    configFile: false,
    envFile: false,
    logLevel: 'silent',
    mode: 'production',
    plugins: [virtualEntry(name)],
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: `bench-entry:${name}`,
        external: external ? (id) => REACT_MODULES.test(id) : undefined,
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const sizes = { js: 0, jsRaw: 0, css: 0, cssRaw: 0 };
  for (const file of outputs) {
    const bytes = Buffer.from(file.type === 'chunk' ? file.code : file.source);
    const gz = gzipSync(bytes, { level: 9 }).length;
    if (file.fileName.endsWith('.js')) {
      sizes.js += gz;
      sizes.jsRaw += bytes.length;
    } else if (file.fileName.endsWith('.css')) {
      sizes.css += gz;
      sizes.cssRaw += bytes.length;
    }
  }
  return sizes;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const reactOnly = await bundle('react-only');
const full = await bundle('with-menu-view');
const alone = await bundle('with-menu-view', { external: true });

const rows = [
  ['React + ReactDOM alone', reactOnly.js, reactOnly.jsRaw],
  ['menu view with React (the guest page floor)', full.js, full.jsRaw],
  ['menu view alone (React left out)', alone.js, alone.jsRaw],
  ['menu view style sheet (CSS)', full.css, full.cssRaw],
];
console.log('Menu view bundle size (Vite/rolldown, minified, production, gzip -9)');
for (const [label, gz, raw] of rows)
  console.log(`  ${label.padEnd(46)} ${kb(gz).padStart(9)} gzip  (${kb(raw)} minified)`);
const left = BUDGET_KB * 1024 - full.js;
console.log(
  `Guest page budget: ${BUDGET_KB} KB gzip of JavaScript with React. The view with React uses ${kb(full.js)}; ` +
    `${kb(left)} ${left >= 0 ? 'left for the rest of the guest app' : 'OVER the budget'}.`,
);
writeResults({
  name: 'menu-view-size',
  title: 'Guest menu view bundle (packages/menu-view as the guest app ships it, gzip -9)',
  figures: [
    figure('menu view with React (the guest page floor)', full.js / 1024, 'KB', `<= ${BUDGET_KB} KB`),
    figure('React + ReactDOM alone', reactOnly.js / 1024, 'KB'),
    figure('menu view alone (React left out)', alone.js / 1024, 'KB'),
    figure('menu view style sheet (CSS)', full.css / 1024, 'KB'),
  ],
  notes: ['the budget is for the whole guest page: see guest-size for the real initial load'],
});
