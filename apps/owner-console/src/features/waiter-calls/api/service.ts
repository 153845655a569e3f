import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tavola/api/client';
import { apiQueryKey } from '@tavola/api/query';
import { $api, apiClient } from '#lib/api.ts';
import {
  type WaiterCall,
  type WaiterCallList,
  waiterCallsQueryOptions,
  withCallChanged,
} from './list-waiter-calls';

/** The caller's shift, zones and the club's alert time (getServiceState). */
export const useServiceState = (clubId: number) =>
  $api.useQuery('get', '/clubs/{clubId}/service', { params: { path: { clubId } } });

export function useSetShift(clubId: number) {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/clubs/{clubId}/service/shift', {
    meta: { handlesErrors: true },
    onSuccess: (state) =>
      queryClient.setQueryData(
        apiQueryKey('get', '/clubs/{clubId}/service', { params: { path: { clubId } } }),
        state,
      ),
  });
}

/**
 * "On my way" (takeWaiterCall): the call shows who goes; a refusal (someone else took it first, or
 * it is done) is shown on the row, and the list is read again.
 */
export function useTakeWaiterCall(clubId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = waiterCallsQueryOptions(clubId);
  return useMutation({
    mutationKey: ['take-waiter-call', clubId],
    mutationFn: (call: WaiterCall) =>
      unwrap(
        apiClient.POST('/clubs/{clubId}/waiter-calls/{callId}/take', {
          params: { path: { clubId, callId: call.id } },
        }),
      ),
    onSuccess: (call) =>
      queryClient.setQueryData<WaiterCallList>(queryKey, (list) =>
        list ? withCallChanged(list, call) : list,
      ),
    onError: () => queryClient.invalidateQueries({ queryKey, exact: true }),
    meta: { handlesErrors: true },
  });
}
