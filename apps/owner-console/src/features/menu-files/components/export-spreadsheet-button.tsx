import { Trans, useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps, Menu } from '@mantine/core';
import { spreadsheetLanguage } from '../api/download-import-template';
import { useExportMenuToExcel } from '../api/export-menu-to-excel';
import type { MenuFileTarget } from './menu-file-target';

export interface ExportSpreadsheetButtonProps {
  clubId: number;
  menu: Pick<MenuFileTarget, 'id' | 'name'>;
  compact?: boolean;
}

/** "Export to a spreadsheet": the menu as `<menu name>.xlsx`, ready to edit and import again. */
export function ExportSpreadsheetButton({ clubId, menu, compact = false }: ExportSpreadsheetButtonProps) {
  const { t, i18n } = useLingui();
  const exportMenu = useExportMenuToExcel();
  const name = menu.name;
  const buttonProps: ButtonProps & { 'aria-label'?: string } = compact
    ? { size: 'compact-sm', variant: 'subtle', 'aria-label': t`Export ${name} to a spreadsheet` }
    : { variant: 'default' };
  return (
    <Button
      {...buttonProps}
      loading={exportMenu.isPending}
      onClick={() =>
        exportMenu.mutate({
          clubId,
          menuId: menu.id,
          menuName: menu.name,
          language: spreadsheetLanguage(i18n.locale),
        })
      }
    >
      <Trans>Export to a spreadsheet</Trans>
    </Button>
  );
}

/**
 * The same export as an item of a menu's "More" menu (the menu list on phones). The file is saved
 * when it arrives even though the menu has closed: the saving is the mutation's own work.
 */
export function ExportSpreadsheetMenuItem({ clubId, menu }: Omit<ExportSpreadsheetButtonProps, 'compact'>) {
  const { t, i18n } = useLingui();
  const exportMenu = useExportMenuToExcel();
  const name = menu.name;
  return (
    <Menu.Item
      aria-label={t`Export ${name} to a spreadsheet`}
      onClick={() =>
        exportMenu.mutate({
          clubId,
          menuId: menu.id,
          menuName: menu.name,
          language: spreadsheetLanguage(i18n.locale),
        })
      }
    >
      <Trans>Export to a spreadsheet</Trans>
    </Menu.Item>
  );
}
