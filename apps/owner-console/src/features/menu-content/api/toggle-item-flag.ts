import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tavola/api/client';
import { apiClient } from '#lib/api.ts';
import { notify } from '#lib/notifications.ts';
import { applyOptimistic } from '#lib/optimistic.ts';
import { sectionQueryOptions } from './get-section';
import { invalidateMenuContent } from './invalidate';

/** The switches an owner flips from the item list, in the middle of service. */
export type ItemToggle = 'outOfStock' | 'disabled';

export interface ToggleItemFlag {
  item: { id: number; name: string };
  flag: ItemToggle;
  value: boolean;
}

type SectionData = { items: { id: number }[] };

function setFlag(itemId: number, flag: ItemToggle, value: boolean) {
  return <S extends { items: { id: number }[] }>(section: S): S => ({
    ...section,
    items: section.items.map((entry) => (entry.id === itemId ? { ...entry, [flag]: value } : entry)),
  });
}

/**
 * `saveItem` with one flag: the switch moves at once; if the server refuses, it moves back and a
 * toast names the item. Only the flag (and the required name) is sent: the other fields stay.
 */
export function useToggleItemFlag(clubId: number, menuId: number, sectionId: number) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const { queryKey } = sectionQueryOptions(clubId, menuId, sectionId);
  const mutationKey = ['toggle-item-flag', clubId, menuId, sectionId];
  return useMutation({
    mutationKey,
    mutationFn: ({ item, flag, value }: ToggleItemFlag) =>
      unwrap(
        apiClient.PUT('/clubs/{clubId}/menu/{menuId}/sections/{sectionId}/items', {
          params: { path: { clubId, menuId, sectionId } },
          body: { id: item.id, name: item.name, [flag]: value },
        }),
      ),
    onMutate: ({ item, flag, value }) =>
      applyOptimistic<SectionData>(queryClient, queryKey, setFlag(item.id, flag, value)),
    onError: (_error, { item, flag, value }) => {
      // only this switch goes back: others flipped meanwhile keep their new state
      queryClient.setQueryData<SectionData>(queryKey, (section) =>
        section ? setFlag(item.id, flag, !value)(section) : section,
      );
      const name = item.name;
      notify({
        variant: 'error',
        message: t`The change to “${name}” could not be saved. It is back as it was.`,
      });
    },
    onSettled: () => {
      // while other switches are still on their way, a refetch would flip them back for a moment
      if (queryClient.isMutating({ mutationKey }) <= 1) return invalidateMenuContent(queryClient);
    },
    meta: { handlesErrors: true },
  });
}
