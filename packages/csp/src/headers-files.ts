/**
 * The headers of an app's static files in the two forms its hosts read, both written by the build
 * next to index.html:
 * - `_headers`: Netlify's and Cloudflare Pages' format (`/*` then indented `Name: value` lines);
 *   `vite preview` reads it back (vite-plugin.ts), so `npm start` and the e2e runs send exactly
 *   what ships;
 * - `headers.caddy`: a Caddyfile fragment deploy/Caddyfile imports in each app's site.
 * Neither holds a secret (the same values reach every visitor in the answers' headers).
 */
export const NETLIFY_FILE = '_headers';
export const CADDY_FILE = 'headers.caddy';

export function netlifyHeaders(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return `# Written by the build (@tavola/csp); every path of the app.\n/*\n${lines.join('\n')}\n`;
}

/** Reads back a `_headers` file written by `netlifyHeaders`: the headers of its `/*` block. */
export function parseNetlifyHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAllPaths = false;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAllPaths = line.trim() === '/*';
      continue;
    }
    const colon = line.indexOf(':');
    if (inAllPaths && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function caddyQuoted(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * A `header` directive for the app's own files only: the API behind /api on the same host sends
 * its own headers (a stricter policy on images, Swagger UI's on /api/docs), which must not be
 * replaced.
 */
export function caddyHeaders(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `\t${name} ${caddyQuoted(value)}`);
  return [
    '# Written by the build (@tavola/csp): the headers of the app files, imported by deploy/Caddyfile.',
    '@tavola_app_files not path /api/*',
    'header @tavola_app_files {',
    ...lines,
    '}',
    '',
  ].join('\n');
}
