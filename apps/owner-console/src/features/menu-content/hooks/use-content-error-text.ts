import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@tavola/api/errors';

/**
 * What went wrong with a section or item change, in the interface language. The server's codes are
 * stable; its English messages are not shown. Null when there is no error.
 */
export function useContentErrorText() {
  const { t } = useLingui();
  return (error: unknown): string | null => {
    if (!error) return null;
    if (!isApiError(error)) return t`There was an error, please try again later.`;
    switch (error.code) {
      case 'menu_not_found':
        return t`This menu no longer exists. Go back to the menus.`;
      case 'section_not_found':
        return t`This section no longer exists. Reload the page.`;
      case 'item_not_found':
        return t`This item no longer exists. Reload the page.`;
      case 'validation_failed':
        return t`Some fields are not valid. Check them and try again.`;
      default:
        return t`There was an error, please try again later.`;
    }
  };
}
