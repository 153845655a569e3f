import { isApiError } from '@tavola/api/errors';
import type { SpreadsheetProblem } from '../components/import-errors-table';

/** Why an import was refused, as the dialog tells it; `unexpected` goes to the general handler. */
export type ImportRefusal =
  | { kind: 'rows'; problems: SpreadsheetProblem[] }
  | { kind: 'not-a-spreadsheet' }
  | { kind: 'too-large' }
  | { kind: 'too-many-rows' }
  | { kind: 'menu-limit' }
  | { kind: 'invalid'; message: string }
  | { kind: 'unexpected' };

/** Reads the contract's answers of `importMenuFromExcel` (400 codes, 403, 413). */
export function importRefusalOf(error: unknown): ImportRefusal {
  if (!isApiError(error)) return { kind: 'unexpected' };
  const body = error.errorBody;
  if (error.status === 413) return { kind: 'too-large' };
  if (error.status === 403)
    return body?.code === 'menu_limit_reached' ? { kind: 'menu-limit' } : { kind: 'unexpected' };
  if (error.status !== 400 || !body) return { kind: 'unexpected' };
  switch (body.code) {
    case 'invalid_spreadsheet':
      return {
        kind: 'rows',
        problems: (body.details ?? []).map(({ row, column, field, message }) => ({
          row,
          column: column ?? field,
          message,
        })),
      };
    case 'not_a_spreadsheet':
      return { kind: 'not-a-spreadsheet' };
    case 'file_too_large':
      return { kind: 'too-large' };
    case 'too_many_rows':
      return { kind: 'too-many-rows' };
    default:
      // e.g. a name over 100 characters (validation_failed): the server's words are all there is
      return { kind: 'invalid', message: body.details?.[0]?.message ?? body.message };
  }
}
