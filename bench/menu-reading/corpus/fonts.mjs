// The typefaces the corpus is set in, from the @fontsource packages of the bench: pdfkit reads
// their WOFF files, Chromium their WOFF2. Only the "latin" subset is used: it holds every letter
// of the five languages and the euro sign.
import fs from 'node:fs';
import path from 'node:path';

const FONTSOURCE = path.resolve(import.meta.dirname, '../../node_modules/@fontsource');

/** One face: a family at a weight and style, with its files. */
function face(pkg, family, weight, style = 'normal') {
  const base = path.join(FONTSOURCE, pkg, 'files', `${pkg}-latin-${weight}-${style}`);
  return { family, weight, style, woff: `${base}.woff`, woff2: `${base}.woff2` };
}

const garamond = (weight, style) => face('eb-garamond', 'EB Garamond', weight, style);
const lato = (weight, style) => face('lato', 'Lato', weight, style);
const playfair = (weight, style) => face('playfair-display', 'Playfair Display', weight, style);
const oswald = (weight) => face('oswald', 'Oswald', weight);
const greatVibes = face('great-vibes', 'Great Vibes', 400);

/**
 * The font sets a menu is set in: headings, body, bold body (names) and italic (translations,
 * descriptions). `category` is what the bench groups by: serif, sans, or script headings.
 */
export const FONT_SETS = {
  'serif-classic': {
    category: 'serif',
    heading: playfair(700),
    body: garamond(400),
    bold: garamond(600),
    italic: garamond(400, 'italic'),
  },
  'sans-modern': {
    category: 'sans',
    heading: oswald(500),
    body: lato(400),
    bold: lato(700),
    italic: lato(400, 'italic'),
  },
  'script-serif': {
    category: 'script',
    heading: greatVibes,
    body: garamond(400),
    bold: garamond(600),
    italic: garamond(400, 'italic'),
  },
  'script-sans': {
    category: 'script',
    heading: greatVibes,
    body: lato(400),
    bold: lato(700),
    italic: lato(300, 'italic'),
  },
  'sans-heavy': {
    category: 'sans',
    heading: lato(900),
    body: lato(400),
    bold: lato(900),
    italic: lato(400, 'italic'),
  },
  'serif-display': {
    category: 'serif',
    heading: playfair(900, 'italic'),
    body: playfair(400),
    bold: playfair(700),
    italic: playfair(400, 'italic'),
  },
};

export const FONT_SET_NAMES = Object.keys(FONT_SETS);

/** Fails early, with the missing file, when the bench's font packages are not installed. */
export function checkFontFiles() {
  for (const set of Object.values(FONT_SETS)) {
    for (const role of ['heading', 'body', 'bold', 'italic']) {
      for (const file of [set[role].woff, set[role].woff2]) {
        if (!fs.existsSync(file)) throw new Error(`font file missing: ${file} (pnpm install in bench/)`);
      }
    }
  }
}
