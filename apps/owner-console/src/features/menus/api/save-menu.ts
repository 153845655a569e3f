import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateMenus } from './invalidate';

/** `saveMenu` with an id: updates the menu; the form shows field and plan errors itself. */
export function useSaveMenu() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/clubs/{clubId}/menu', {
    meta: { handlesErrors: [400, 403, 404] },
    onSuccess: () => invalidateMenus(queryClient),
  });
}

/**
 * `saveMenu` for the menu list's "Show to guests": only the name (required) and `disabled` are
 * sent, so nothing else changes; a failure goes to the global handler (a toast), as there is no
 * form to show it in.
 */
export function useShowMenuToGuests() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/clubs/{clubId}/menu', {
    onSuccess: () => invalidateMenus(queryClient),
  });
}
