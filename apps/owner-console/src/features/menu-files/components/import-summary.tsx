import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Checkbox, List, Stack, Text } from '@mantine/core';
import type { MenuImportPreview, MenuImportWarning } from '../api/preview-menu-import';
import { ImportErrorsTable } from './import-errors-table';

/** A warning in the owner's language (the server's English message for a code this console does not know). */
function useWarningText() {
  const { t } = useLingui();
  return (warning: MenuImportWarning): string => {
    const otherRow = warning.otherRow ?? 0;
    switch (warning.code) {
      case 'no_price':
        return t`No price and no price text: guests will see the item without a price.`;
      case 'duplicate_item':
        return t`Same name as row ${otherRow}, in the same section: guests will see it twice.`;
      case 'no_price_column':
        return t`There is no Price column: guests will see the items without a price.`;
      default:
        return warning.message;
    }
  };
}

export interface ImportSummaryProps {
  fileName: string;
  preview: MenuImportPreview;
  showToGuests: boolean;
  onShowToGuestsChange: (show: boolean) => void;
}

/**
 * What the import will create, before anything is: "3 sections, 42 items, 2 warnings", the
 * sections, the warnings by row and column, and whether guests see the new menu at once.
 */
export function ImportSummary({ fileName, preview, showToGuests, onShowToGuestsChange }: ImportSummaryProps) {
  const { t } = useLingui();
  const warningText = useWarningText();
  const sectionCount = preview.sections.length;
  const itemCount = preview.items;
  const warningCount = preview.warnings.length;
  return (
    <Stack gap="sm">
      <Alert
        color={warningCount > 0 ? 'yellow' : 'teal'}
        variant="light"
        title={<Trans>Ready to import “{fileName}”</Trans>}
      >
        <Text fw={600} data-testid="import-summary-counts">
          <Plural value={sectionCount} one="# section" other="# sections" />,{' '}
          <Plural value={itemCount} one="# item" other="# items" />,{' '}
          <Plural value={warningCount} one="# warning" other="# warnings" />
        </Text>
        <Text size="sm">
          <Trans>Nothing has been created yet. Check the summary, then import the menu.</Trans>
        </Text>
      </Alert>
      <List size="sm" spacing={2} aria-label={t`Sections`}>
        {preview.sections.map((section, index) => {
          const items = section.items;
          const name = section.name;
          return (
            // sections come in file order and never reorder; two may not share a name
            <List.Item key={index}>
              {section.hidden ? (
                <Plural
                  value={items}
                  one={`# item in “${name}” (hidden from guests)`}
                  other={`# items in “${name}” (hidden from guests)`}
                />
              ) : (
                <Plural value={items} one={`# item in “${name}”`} other={`# items in “${name}”`} />
              )}
            </List.Item>
          );
        })}
      </List>
      {warningCount > 0 && (
        <ImportErrorsTable
          label={t`Warnings about the spreadsheet`}
          messageHeader={<Trans>Warning</Trans>}
          problems={preview.warnings.map((warning) => ({
            row: warning.row,
            column: warning.column,
            message: warningText(warning),
          }))}
        />
      )}
      <Checkbox
        label={t`Show to guests at once`}
        description={
          showToGuests
            ? t`Guests see the new menu as soon as it is imported.`
            : t`The new menu starts hidden from guests: show it from the menu list when it is ready.`
        }
        checked={showToGuests}
        onChange={(event) => onShowToGuestsChange(event.currentTarget.checked)}
      />
    </Stack>
  );
}
