import { useLingui } from '@lingui/react/macro';
import { Navigate } from 'react-router';
import { PageTitle } from '#components/page-title.tsx';
import { paths } from '#config/paths.ts';
import {
  ExportSpreadsheetButton,
  ExportSpreadsheetMenuItem,
} from '#features/menu-files/components/export-spreadsheet-button.tsx';
import { ImportMenuButton } from '#features/menu-files/components/import-menu-button.tsx';
import { MenuFileActions } from '#features/menu-files/components/menu-file-actions.tsx';
import { ImportReadingButton } from '#features/menu-readings/components/import-reading-button.tsx';
import { ReadingsList } from '#features/menu-readings/components/readings-list.tsx';
import { MenusPage } from '#features/menus/components/menus-page.tsx';
import { useRouteIds } from '#hooks/use-route-ids.ts';

export function Component() {
  const { t } = useLingui();
  const ids = useRouteIds('clubId');
  if (!ids) return <Navigate to={paths.system.notFound.getHref()} replace />;
  const { clubId } = ids;
  return (
    <>
      <PageTitle title={t`Menus`} />
      <MenusPage
        key={clubId}
        clubId={clubId}
        importAction={
          <>
            <ImportMenuButton clubId={clubId} />
            <ImportReadingButton clubId={clubId} />
          </>
        }
        pendingImports={<ReadingsList clubId={clubId} />}
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
