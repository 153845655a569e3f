import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@tavola/api/errors';

/**
 * What went wrong with a table or zone change, in the interface language. The server's codes are
 * stable; its English messages are not shown. Null when there is no error.
 */
export function useTablesErrorText() {
  const { t } = useLingui();
  return (error: unknown, name?: string): string | null => {
    if (!error) return null;
    if (!isApiError(error)) return t`There was an error, please try again later.`;
    const taken = (error.errorBody?.details ?? [])
      .map((detail) => /"(.*)"/.exec(detail.message)?.[1])
      .filter((value): value is string => Boolean(value));
    switch (error.code) {
      case 'table_name_taken': {
        if (taken.length > 1) {
          const names = taken.join(', ');
          return t`These tables already exist: ${names}. Nothing was added.`;
        }
        const table = taken[0] ?? name ?? '';
        return t`A table named “${table}” already exists. Choose another name.`;
      }
      case 'zone_name_taken':
        return t`A zone with this name already exists. Choose another name.`;
      case 'zone_in_use':
        return t`Tables still use this zone: move them to another zone or delete them first.`;
      case 'zone_not_found':
        return t`This zone no longer exists. Reload the page.`;
      case 'table_not_found':
        return t`This table no longer exists. Reload the page.`;
      case 'no_tables':
        return t`There are no tables to print yet. Add tables first.`;
      case 'validation_failed':
        return t`Some fields are not valid. Check them and try again.`;
      default:
        return t`There was an error, please try again later.`;
    }
  };
}
