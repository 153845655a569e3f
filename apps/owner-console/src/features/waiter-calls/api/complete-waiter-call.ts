import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tavola/api/client';
import { apiClient } from '#lib/api.ts';
import { notify } from '#lib/notifications.ts';
import { applyOptimistic } from '#lib/optimistic.ts';
import { tableLabel } from '#lib/table-label.ts';
import {
  type WaiterCall,
  type WaiterCallList,
  waiterCallsQueryOptions,
  withCall,
  withoutCall,
} from './list-waiter-calls';

/**
 * `completeWaiterCall`: the call leaves the list at once; if the server refuses, it comes back (in
 * its place, whatever else arrived meanwhile) and a toast names the table.
 */
export function useCompleteWaiterCall(clubId: number) {
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const { queryKey } = waiterCallsQueryOptions(clubId);
  return useMutation({
    mutationKey: ['complete-waiter-call', clubId],
    mutationFn: (call: WaiterCall) =>
      unwrap(
        apiClient.POST('/clubs/{clubId}/waiter-calls/{callId}/done', {
          params: { path: { clubId, callId: call.id } },
        }),
      ),
    onMutate: (call) =>
      applyOptimistic<WaiterCallList>(queryClient, queryKey, (list) => withoutCall(list, call.id)),
    onError: (_error, call) => {
      queryClient.setQueryData<WaiterCallList>(queryKey, (list) => (list ? withCall(list, call) : list));
      const table = tableLabel(i18n, call.tableName);
      notify({
        variant: 'error',
        message: t`The call of ${table} could not be marked done. It is back in the list.`,
      });
    },
    meta: { handlesErrors: true },
  });
}
