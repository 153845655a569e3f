import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#lib/api.ts';
import { invalidateTables } from './invalidate';

/**
 * `renewTableKeys`: every table of the club gets a new printed key (docs/decisions/057); the codes
 * on the page carry the new keys once the tables are read again.
 */
export function useRenewTableKeys() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/clubs/{clubId}/tables/new-codes', {
    onSuccess: () => invalidateTables(queryClient),
  });
}
