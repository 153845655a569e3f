import { useLingui } from '@lingui/react/macro';
import { Navigate, useParams } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import {
  ExportSpreadsheetButton,
  ExportSpreadsheetMenuItem,
} from '#features/menu-files/components/export-spreadsheet-button.tsx';
import { ImportMenuButton } from '#features/menu-files/components/import-menu-button.tsx';
import { MenuFileActions } from '#features/menu-files/components/menu-file-actions.tsx';
import { MenusPage } from '#features/menus/components/menus-page.tsx';

export function Component() {
  const { t } = useLingui();
  const clubId = Number(useParams().clubId);
  if (!Number.isInteger(clubId) || clubId < 1)
    return <Navigate to={paths.system.notFound.getHref()} replace />;
  return (
    <>
      <PageTitle title={t`Menus`} />
      <MenusPage
        key={clubId}
        clubId={clubId}
        importAction={<ImportMenuButton clubId={clubId} />}
        renderMenuActions={(menu) => (
          <MenuFileActions clubId={clubId} menu={menu} compact withExport={false} />
        )}
        renderSecondaryMenuActions={(menu, as) =>
          as === 'button' ? (
            <ExportSpreadsheetButton clubId={clubId} menu={menu} compact />
          ) : (
            <ExportSpreadsheetMenuItem clubId={clubId} menu={menu} />
          )
        }
      />
    </>
  );
}
