import { describe, expect, it } from 'vitest';
import { caddyHeaders, netlifyHeaders, parseNetlifyHeaders } from './headers-files.ts';

const headers = {
  'Content-Security-Policy': "default-src 'self'; script-src 'self' 'sha256-a+b/c='",
  'X-Frame-Options': 'DENY',
};

describe('the headers files', () => {
  it('reads back the _headers file it writes (what vite preview sends)', () => {
    const text = netlifyHeaders(headers);
    expect(text).toContain(
      "/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-a+b/c='\n",
    );
    expect(parseNetlifyHeaders(text)).toEqual(headers);
  });

  it('reads only the /* block of a _headers file', () => {
    expect(
      parseNetlifyHeaders('/assets/*\n  Cache-Control: immutable\n/*\n  X-Frame-Options: DENY\n'),
    ).toEqual({
      'X-Frame-Options': 'DENY',
    });
  });

  it('writes a Caddy header directive that leaves the API paths alone', () => {
    const text = caddyHeaders({ ...headers, 'X-Quoted': 'a "b" \\c' });
    expect(text).toContain('@tavola_app_files not path /api/*\nheader @tavola_app_files {\n');
    expect(text).toContain(
      `\tContent-Security-Policy "default-src 'self'; script-src 'self' 'sha256-a+b/c='"\n`,
    );
    expect(text).toContain('\tX-Quoted "a \\"b\\" \\\\c"\n');
  });
});
