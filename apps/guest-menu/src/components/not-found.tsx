import { type ComponentProps, type ReactNode, Suspense } from 'react';
import { catalogFor } from '../lib/catalogs';
import type NotFoundPage from './not-found-page';
import { onDemand } from './on-demand';
import { StatusPage } from './status-page';

type NotFoundProps = ComponentProps<typeof NotFoundPage>;

/**
 * A page loaded on demand whose file could not be loaded (the network went away meanwhile): the
 * general error instead.
 */
export function NotLoaded({ lang, actions }: { lang: string; actions?: ReactNode }) {
  const { app: texts } = catalogFor(lang);
  return (
    <StatusPage lang={lang} title={texts.errorTitle} actions={actions}>
      <p>{texts.errorBody}</p>
    </StatusPage>
  );
}

const Page = onDemand(() => import('./not-found-page'), NotLoaded);

/** The not-found page (not-found-page.tsx), loaded on demand: rare, and its texts in five languages. */
export function NotFound(props: NotFoundProps) {
  return (
    <Suspense fallback={null}>
      <Page {...props} />
    </Suspense>
  );
}
