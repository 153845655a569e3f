/**
 * The guest app's server-side module and built index.html, which a club's public page is rendered
 * with: the guest app's own components drawn to HTML (apps/guest-menu/src/features/club-page), so
 * that the guest app in the browser hydrates the very nodes the server sent. Loaded once, on the
 * first page asked for; a server whose guest app is not built (or GUEST_APP_DIR points elsewhere)
 * answers the pages with 503 and says why in its log, and everything else keeps working.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { components } from '@tavola/api/schema';

type PublicClubPage = components['schemas']['PublicClubPage'];

/** What apps/guest-menu/dist-server/render-page.js exports (render-page.tsx). */
interface RenderModule {
  isPageTemplate(template: string): boolean;
  renderClubPageDocument(template: string, page: PublicClubPage, origin: string): string;
}

export interface RenderedPage {
  /** the whole HTML document of the page */
  html: string;
  /**
   * its Content-Security-Policy: the guest app's own (its index.html's meta element, which the
   * document no longer carries), and the hashes of the document's style attributes
   */
  contentSecurityPolicy: string;
}

export interface PageRenderer {
  render(page: PublicClubPage): RenderedPage;
  /** changes with the guest app's build: part of the pages' ETags */
  build: string;
}

export class PageRendererUnavailable extends Error {}

function isRenderModule(module: unknown): module is RenderModule {
  const candidate = module as Partial<RenderModule> | null;
  return (
    typeof candidate?.isPageTemplate === 'function' && typeof candidate.renderClubPageDocument === 'function'
  );
}

/** The policy of index.html's `<meta http-equiv="Content-Security-Policy">`, as a header carries it. */
function templatePolicy(template: string): string | null {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(template);
  return meta?.[1] ? meta[1].replace(/&#39;|&apos;/g, "'").replace(/&quot;/g, '"') : null;
}

/**
 * Reads the guest app's build in `guestAppDir`; the page's absolute addresses start with `origin`
 * (GUEST_BASE_URL). Throws PageRendererUnavailable naming what is missing.
 */
export async function loadPageRenderer(guestAppDir: string, origin: string): Promise<PageRenderer> {
  const templateFile = path.join(guestAppDir, 'dist', 'index.html');
  const moduleFile = path.join(guestAppDir, 'dist-server', 'render-page.js');
  const template = await readFile(templateFile, 'utf8').catch(() => null);
  if (template === null)
    throw new PageRendererUnavailable(`no built guest app at ${templateFile} (pnpm build, or GUEST_APP_DIR)`);
  const module: unknown = await import(pathToFileURL(moduleFile).href).catch(() => null);
  if (!isRenderModule(module))
    throw new PageRendererUnavailable(`no guest app page renderer at ${moduleFile} (pnpm build)`);
  if (!module.isPageTemplate(template))
    throw new PageRendererUnavailable(`${templateFile} has no page markers: build the guest app again`);
  const policy = templatePolicy(template);
  if (policy === null) throw new PageRendererUnavailable(`${templateFile} has no Content-Security-Policy`);
  const build = createHash('sha256')
    .update(template)
    .update(await readFile(moduleFile))
    .digest('base64url');
  return {
    build: build.slice(0, 12),
    render: (page) => {
      const html = module.renderClubPageDocument(template, page, origin);
      // the meta element cannot say frame-ancestors; the header can
      return {
        html,
        contentSecurityPolicy: `${policy}; ${styleAttributePolicy(html)}frame-ancestors 'none'`,
      };
    },
  };
}

/** The characters React escapes in an attribute's value, as the browser reads them back. */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
};

/**
 * `style-src-attr` allowing exactly the style attributes of `html` by their hashes (CSP Level 3's
 * 'unsafe-hashes': only these values, nothing an injection could add), or nothing without any. The
 * browser's build sets the same styles from JavaScript, which no policy blocks; markup needs this.
 */
export function styleAttributePolicy(html: string): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/ style="([^"]*)"/g)) {
    const value = (match[1] ?? '').replace(
      /&(?:amp|lt|gt|quot|#x27);/g,
      (entity) => ENTITIES[entity] ?? entity,
    );
    hashes.add(`'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`);
  }
  return hashes.size === 0 ? '' : `style-src-attr 'unsafe-hashes' ${[...hashes].join(' ')}; `;
}
