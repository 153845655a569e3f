/**
 * The inline code of a built index.html, as the browser will hash it: the text of each <script>
 * without `src` and of each <style>. Vite's output is regular (no comments around these tags, no
 * `</script` inside a script), which is what makes a regular expression enough here; the plugin
 * hashes the final HTML, after every other plugin has changed it.
 */
export interface InlineBlocks {
  scripts: string[];
  styles: string[];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

export function inlineBlocks(html: string): InlineBlocks {
  const scripts = [...html.matchAll(SCRIPT)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(([, , text]) => text ?? '');
  const styles = [...html.matchAll(STYLE)].map(([, text]) => text ?? '');
  return { scripts, styles };
}

const META_NAME = 'Content-Security-Policy';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * index.html with the policy as a <meta http-equiv> fallback (for hosting that cannot send headers).
 * It goes first in <head>, right after the charset: a meta policy covers only what follows it.
 */
export function withPolicyMeta(html: string, policy: string): string {
  if (html.includes(`http-equiv="${META_NAME}"`)) throw new Error('index.html already has a policy');
  const meta = `<meta http-equiv="${META_NAME}" content="${escapeAttribute(policy)}" />`;
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  if (charset.test(html)) return html.replace(charset, (tag) => `${tag}\n    ${meta}`);
  if (!/<head>/i.test(html)) throw new Error('index.html has no <head>');
  return html.replace(/<head>/i, (tag) => `${tag}\n    ${meta}`);
}
