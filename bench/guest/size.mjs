// Builds the guest app for production and measures what its index.html loads before the first
// paint: the entry script, its static imports (modulepreload), the style sheets and whatever is
// inline in the page. Lazy chunks (dynamic imports) are listed apart and are not in the budget.
// The cost of each dependency comes from the build's source maps (@jridgewell/trace-mapping, the
// mapper Vite and Babel themselves use): each byte of the minified output is charged to the package
// of its source file.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';
import { repoDir } from './stack.mjs';

export const JS_BUDGET_KB = 90;
export const CSS_BUDGET_KB = 15;
const guestDir = path.join(repoDir, 'apps/guest-menu');

const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;
export const kb = (bytes) => (bytes / 1024).toFixed(1);

/** `vite build` of apps/guest-menu into `outDir`, with hidden source maps and the manifest. */
export function buildGuestApp(outDir) {
  execFileSync(
    'pnpm',
    [
      'exec',
      'vite',
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--sourcemap',
      'hidden',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    { cwd: guestDir, stdio: 'inherit' },
  );
}

/** The files and inline code index.html loads before it can paint (see the file comment). */
export function initialAssets(outDir) {
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const attribute = (tag, name) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  const js = new Set();
  const css = new Set();
  const preloads = [];
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const src = attribute(tag, 'src');
    const href = attribute(tag, 'href');
    const rel = attribute(tag, 'rel');
    // a module script is deferred, but the page shows nothing of the menu before it has run
    if (tag.startsWith('<script') && src) js.add(src);
    else if (rel === 'modulepreload' && href) js.add(href);
    else if (rel === 'stylesheet' && href) css.add(href);
    else if (rel === 'preload' && href) preloads.push({ href, as: attribute(tag, 'as') });
  }
  // the manifest adds any static import a modulepreload link would not name
  const manifestFile = path.join(outDir, '.vite/manifest.json');
  const lazy = new Set();
  if (fs.existsSync(manifestFile)) {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const seen = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      js.add(`/${chunk.file}`);
      for (const sheet of chunk.css ?? []) css.add(`/${sheet}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
    for (const [key, chunk] of Object.entries(manifest)) {
      if (!seen.has(key) && chunk.file.endsWith('.js')) lazy.add(`/${chunk.file}`);
    }
  }
  const inlineScripts = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1],
  );
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  const read = (file) => fs.readFileSync(path.join(outDir, file.replace(/^\//, '')));
  const describe = (file) => {
    const bytes = read(file);
    return { file, raw: bytes.length, gzip: gzipBytes(bytes) };
  };
  // a manifest entry may name a file the build put inline into index.html (counted there)
  const present = (file) => fs.existsSync(path.join(outDir, file.replace(/^\//, '')));
  return {
    html: { raw: Buffer.byteLength(html), gzip: gzipBytes(Buffer.from(html)) },
    js: [...js].filter(present).map(describe),
    css: [...css].filter(present).map(describe),
    inlineJs: inlineScripts
      .filter((code) => code.trim())
      .map((code) => ({ raw: Buffer.byteLength(code), gzip: gzipBytes(Buffer.from(code)) })),
    inlineCss: inlineStyles
      .filter((code) => code.trim())
      .map((code) => ({ raw: Buffer.byteLength(code), gzip: gzipBytes(Buffer.from(code)) })),
    lazy: [...lazy].map(describe),
    preloads,
  };
}

/** The package a source file of the build belongs to. */
function ownerOf(source) {
  if (!source) return '(no source map entry)';
  const normalized = source.replace(/\\/g, '/');
  const modules = normalized.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = normalized.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const workspace = /(?:^|\/)packages\/([^/]+)\//.exec(normalized);
  if (workspace) return `@tavola/${workspace[1]}`;
  if (/(?:^|\/)apps\/guest-menu\//.test(normalized) || !normalized.startsWith('..'))
    return 'the guest app (own code)';
  if (/vite|rolldown|\0/.test(normalized)) return 'bundler runtime';
  return normalized;
}

/**
 * Charges every byte of each initial JS file to the package of its source; returns per package the
 * raw bytes and the gzip share (the file's gzip size split by raw bytes, so the shares add up to
 * the total) and the gzip size of its code alone (what it would cost without the others).
 */
export function dependencyCosts(outDir, files) {
  const byOwner = new Map();
  for (const { file, gzip } of files) {
    const full = path.join(outDir, file.replace(/^\//, ''));
    const code = fs.readFileSync(full, 'utf8');
    const mapFile = `${full}.map`;
    const lines = code.split('\n');
    const charge = (owner, text) => {
      const entry = byOwner.get(owner) ?? { raw: 0, gzipShare: 0, parts: [] };
      entry.raw += Buffer.byteLength(text);
      entry.parts.push(text);
      entry.gzipShare += (Buffer.byteLength(text) / Buffer.byteLength(code)) * gzip;
      byOwner.set(owner, entry);
    };
    if (!fs.existsSync(mapFile)) {
      charge('(no source map)', code);
      continue;
    }
    const map = new TraceMap(fs.readFileSync(mapFile, 'utf8'), full);
    const segments = [];
    eachMapping(map, (mapping) => segments.push(mapping));
    segments.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
    for (let index = 0; index < segments.length; index++) {
      const segment = segments[index];
      const next = segments[index + 1];
      const line = lines[segment.generatedLine - 1] ?? '';
      const end = next && next.generatedLine === segment.generatedLine ? next.generatedColumn : line.length;
      const text = line.slice(segment.generatedColumn, end);
      charge(ownerOf(segment.source), text);
    }
    // text before the first mapping of a line (and the line breaks) is charged as unmapped
    let unmapped = '';
    lines.forEach((line, index) => {
      const first = segments.find((segment) => segment.generatedLine === index + 1);
      unmapped += `${line.slice(0, first ? first.generatedColumn : line.length)}\n`;
    });
    charge('(no source map entry)', unmapped.slice(0, -1) || '');
  }
  return [...byOwner.entries()]
    .map(([owner, { raw, gzipShare, parts }]) => ({
      owner,
      raw,
      gzipShare,
      gzipAlone: gzipBytes(Buffer.from(parts.join(''))),
    }))
    .filter((entry) => entry.raw > 0)
    .sort((a, b) => b.raw - a.raw);
}

/** Builds, measures and prints; returns the figures. */
export function measureSize(outDir) {
  const assets = initialAssets(outDir);
  const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);
  const jsGzip = sum(assets.js, 'gzip') + sum(assets.inlineJs, 'gzip');
  const cssGzip = sum(assets.css, 'gzip') + sum(assets.inlineCss, 'gzip');
  const verdict = (value, budget) => (value <= budget * 1024 ? 'within budget' : 'OVER BUDGET');
  console.log('\n== Initial load of the guest page (gzip -9; what index.html loads before the first paint)');
  console.log(
    `  index.html                       ${kb(assets.html.raw).padStart(7)} KB raw  ${kb(assets.html.gzip).padStart(6)} KB gzip`,
  );
  for (const file of assets.js)
    console.log(
      `  JS  ${file.file.padEnd(30)} ${kb(file.raw).padStart(7)} KB raw  ${kb(file.gzip).padStart(6)} KB gzip`,
    );
  for (const code of assets.inlineJs)
    console.log(
      `  JS  (inline in index.html)       ${kb(code.raw).padStart(7)} KB raw  ${kb(code.gzip).padStart(6)} KB gzip`,
    );
  for (const file of assets.css)
    console.log(
      `  CSS ${file.file.padEnd(30)} ${kb(file.raw).padStart(7)} KB raw  ${kb(file.gzip).padStart(6)} KB gzip`,
    );
  for (const code of assets.inlineCss)
    console.log(
      `  CSS (inline in index.html)       ${kb(code.raw).padStart(7)} KB raw  ${kb(code.gzip).padStart(6)} KB gzip`,
    );
  for (const preload of assets.preloads) console.log(`  preload (${preload.as ?? '?'}) ${preload.href}`);
  console.log(
    `  initial JS  ${kb(jsGzip)} KB gzip  (budget ${JS_BUDGET_KB} KB: ${verdict(jsGzip, JS_BUDGET_KB)})`,
  );
  console.log(
    `  initial CSS ${kb(cssGzip)} KB gzip  (budget ${CSS_BUDGET_KB} KB: ${verdict(cssGzip, CSS_BUDGET_KB)})`,
  );
  if (assets.lazy.length > 0) {
    console.log(
      `  lazy chunks (not in the budget): ${assets.lazy.map((file) => `${file.file} ${kb(file.gzip)} KB`).join(', ')}`,
    );
  }
  const costs = dependencyCosts(outDir, assets.js);
  console.log('\n== Cost of each dependency in the initial JS (from the source maps)');
  console.log('  package                              raw KB   gzip KB (share)   gzip KB (alone)');
  for (const cost of costs) {
    console.log(
      `  ${cost.owner.padEnd(36)} ${kb(cost.raw).padStart(7)}   ${kb(cost.gzipShare).padStart(8)}          ${kb(cost.gzipAlone).padStart(8)}`,
    );
  }
  console.log(
    "  (share: the file's gzip size split by raw bytes, adds up to the total; alone: that code gzipped by itself)",
  );
  return { jsGzip, cssGzip, costs, assets };
}
