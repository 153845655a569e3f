import { notImplemented } from '#errors.ts';
import type { Handler, OperationId } from '#http/types.ts';

/**
 * Operations of later issues: the route exists (contract validation, auth and club ownership run
 * first), then 501 `not_implemented`.
 */
export function later<Ids extends OperationId>(...operationIds: Ids[]): { [K in Ids]: Handler<K> } {
  const handlers = {} as { [K in Ids]: Handler<K> };
  for (const operationId of operationIds) {
    handlers[operationId] = (async () => {
      throw notImplemented(operationId);
    }) as Handler<typeof operationId>;
  }
  return handlers;
}
