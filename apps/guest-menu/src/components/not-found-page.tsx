import type { ReactNode } from 'react';
import { textsFor } from '../lib/catalogs';
import { NOT_FOUND_TEXTS } from './not-found-texts';
import { StatusPage } from './status-page';

/**
 * "Not found": the table (the server answered table_not_found), the menu (another 404), or the
 * address (no guest route), each with its way out. Loaded on demand (components/not-found.tsx).
 */
export default function NotFoundPage({
  what,
  lang,
  actions,
}: {
  what: 'table' | 'menu' | 'page';
  lang: string;
  actions?: ReactNode;
}) {
  const texts = textsFor(NOT_FOUND_TEXTS, lang);
  const title =
    what === 'table'
      ? texts.tableNotFoundTitle
      : what === 'menu'
        ? texts.menuNotFoundTitle
        : texts.pageNotFoundTitle;
  return (
    <StatusPage lang={lang} title={title} actions={actions}>
      <p>{what === 'page' ? texts.pageNotFoundBody : texts.tableNotFoundBody}</p>
    </StatusPage>
  );
}
