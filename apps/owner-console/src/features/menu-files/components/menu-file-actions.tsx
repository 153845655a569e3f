import { useClub } from '#api/get-club.ts';
import { ExportSpreadsheetButton } from './export-spreadsheet-button';
import type { MenuFileTarget } from './menu-file-target';
import { PdfDownloadButton } from './pdf-download-button';

export interface MenuFileActionsProps {
  clubId: number;
  menu: MenuFileTarget;
  /** small buttons for a row of the menu list; the page header's otherwise */
  compact?: boolean;
  /** false where the export has a place of its own (the menu list's "More" menu on phones) */
  withExport?: boolean;
}

/**
 * A menu's files: "Download PDF" and "Export to a spreadsheet", side by side in whatever group of
 * actions holds them (the menu's row in the list, the header of the menu's page).
 */
export function MenuFileActions({ clubId, menu, compact = false, withExport = true }: MenuFileActionsProps) {
  // shares the cache entry of the page's own club query: no extra request
  const club = useClub(clubId);
  return (
    <>
      <PdfDownloadButton clubId={clubId} menu={menu} plan={club.data?.plan} compact={compact} />
      {withExport && <ExportSpreadsheetButton clubId={clubId} menu={menu} compact={compact} />}
    </>
  );
}
