import { describe, expect, it } from 'vitest';
import { inlineBlocks, withPolicyMeta } from './inline-blocks.ts';

const page = `<!doctype html>
<html>
  <head>
    <meta charset="UTF-8" />
    <script>
      (() => { window.a = '</div>'; })();
    </script>
    <style>body { margin: 0; }</style>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <STYLE media="print">p{}</STYLE>
  </head>
  <body><script src="/x.js"></script></body>
</html>`;

describe('inlineBlocks', () => {
  it('gives the exact text of each inline script and style, and skips scripts with src', () => {
    expect(inlineBlocks(page)).toEqual({
      scripts: ["\n      (() => { window.a = '</div>'; })();\n    "],
      styles: ['body { margin: 0; }', 'p{}'],
    });
  });

  it('finds nothing in a page without inline code', () => {
    expect(inlineBlocks('<html><head><script type="module" src="/a.js"></script></head></html>')).toEqual({
      scripts: [],
      styles: [],
    });
  });
});

describe('withPolicyMeta', () => {
  it('puts the policy right after the charset, before any script', () => {
    const html = withPolicyMeta(page, "default-src 'self'");
    const meta = html.indexOf('<meta http-equiv="Content-Security-Policy" content="default-src \'self\'" />');
    expect(meta).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(meta).toBeLessThan(html.indexOf('<script'));
  });

  it('escapes the attribute and refuses a page that already has a policy', () => {
    const html = withPolicyMeta('<html><head></head></html>', 'a "b" & c');
    expect(html).toContain('content="a &quot;b&quot; &amp; c"');
    expect(() => withPolicyMeta(html, 'x')).toThrow(/already/);
  });
});
