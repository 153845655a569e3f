/**
 * Runs `task` over `items`, `width` at a time: a bench's setup of many clubs or tables without
 * opening thousands of requests at once.
 * @template T
 * @param {T[]} items
 * @param {number} width
 * @param {(item: T) => Promise<unknown>} task
 */
export async function inBatches(items, width, task) {
  for (let index = 0; index < items.length; index += width) {
    await Promise.all(items.slice(index, index + width).map(task));
  }
}
