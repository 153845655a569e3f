import { Trans } from '@lingui/react/macro';

/** "Reading page 2 of 5", or "Opening the file…" before the pages are counted. */
export function ReadingProgressText({ pagesRead, pageCount }: { pagesRead: number; pageCount: number }) {
  if (pageCount === 0) return <Trans>Opening the file…</Trans>;
  // the page being read is the one after those done; the last one stays shown while it finishes
  const page = Math.min(pagesRead + 1, pageCount);
  return (
    <Trans>
      Reading page {page} of {pageCount}
    </Trans>
  );
}
