import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SpreadsheetProblem {
  /** as the spreadsheet numbers it, the header being row 1 */
  row?: number;
  /** the column's header, e.g. `price` */
  column?: string;
  message: string;
}

/**
 * The problems of a refused spreadsheet (or the warnings of one about to be imported), one line
 * each, in the order the server found them.
 */
export function ImportErrorsTable({
  problems,
  label,
  messageHeader,
}: {
  problems: readonly SpreadsheetProblem[];
  /** the scrolling region's name; "Problems in the spreadsheet" by default */
  label?: string;
  /** the last column's header; "Problem" by default */
  messageHeader?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    // A long list scrolls on its own inside the dialog, keeping "Choose another file" in reach; a
    // scrolling region must take focus so that keyboard users can scroll it too (WCAG 2.1.1).
    <Box
      role="region"
      aria-label={label ?? t`Problems in the spreadsheet`}
      tabIndex={0}
      mah={320}
      style={{ overflow: 'auto' }}
    >
      <Table striped withTableBorder stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>Row</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Column</Trans>
            </Table.Th>
            <Table.Th scope="col">{messageHeader ?? <Trans>Problem</Trans>}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {problems.map((problem, index) => (
            // problems have no id (one cell may have two) and the list never reorders
            <Table.Tr key={index}>
              <Table.Td>{problem.row ?? '–'}</Table.Td>
              <Table.Td>{problem.column ?? '–'}</Table.Td>
              <Table.Td>{problem.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
