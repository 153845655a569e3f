// The console's server-side module, run once at build time (scripts/prerender-sign-in-pages.mjs):
// the pages a signed-out visitor opens first, drawn to HTML in English so that a phone shows them
// before the JavaScript has come. main.tsx hydrates that markup with the same tree.
import { setupI18n } from '@tavola/i18n/setup';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { paths } from '#config/paths.ts';
import { App, createConsoleApp } from '../app';
import { loadRouteCode } from '../load-route-code';
import { routes } from '../router';

/** The pages a signed-out visitor lands on: the `auth` area's. */
export const SIGN_IN_PAGES: readonly string[] = Object.values(paths.auth).map((page) => page.path);

export interface RenderedPage {
  /** The page's markup, for the inside of `<div id="root">`. */
  html: string;
  /** The page's `<title>` text. */
  title: string;
}

/** Draws the page at `path` (a path of the app without a query), as a first visit sees it. */
export async function renderSignInPage(path: string): Promise<RenderedPage> {
  await setupI18n();
  await loadRouteCode(routes, path);
  const app = createConsoleApp({ initialEntries: [path] });
  // `prerender` waits for every Suspense boundary (the language menu's code). An unlimited chunk
  // size keeps each one in place: React would otherwise send a late one apart, with an inline
  // script to reveal it, which the console's policy refuses.
  const { prelude } = await prerender(
    <StrictMode>
      <App {...app} />
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = await new Response(prelude).text();
  if (markup.includes('<script')) throw new Error(`The page ${path} rendered a <script>`);
  // React writes the page's <title> first: it belongs in the document's head
  const title = /^<title>(.*?)<\/title>/.exec(markup);
  if (!title) throw new Error(`The page ${path} rendered no <title> first`);
  const [tag, text = ''] = title;
  return { html: markup.slice(tag.length), title: text };
}
