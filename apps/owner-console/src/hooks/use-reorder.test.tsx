import { notificationsStore } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { orderById } from '#lib/optimistic.ts';
import { type Position, useReorder } from './use-reorder';

/** The notifications shown (or queued) so far, as a person reads them. */
const shown = () =>
  notificationsStore.getState().notifications.map(({ message, role }) => ({ message, role }));

type Entry = { id: number; name: string; position: number };
const LIST: Entry[] = [
  { id: 1, name: 'Food', position: 0 },
  { id: 2, name: 'Drinks', position: 1 },
  { id: 3, name: 'Desserts', position: 2 },
];
const KEY = ['entries'];

function renderReorder(save: (positions: Position[]) => Promise<unknown>) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(KEY, LIST);
  const invalidate = vi.fn(async () => {});
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useReorder<Entry[]>({
        mutationKey: ['reorder-entries'],
        queryKey: KEY,
        reorder: orderById,
        save,
        invalidate,
        refusal: 'The entries are back as they were.',
      }),
    { wrapper },
  );
  const names = () => queryClient.getQueryData<Entry[]>(KEY)?.map((entry) => entry.name);
  return { result, names, invalidate };
}

describe('saving a new order', () => {
  it('shows it at once, sends every position and refreshes what shows the order', async () => {
    let answer: () => void = () => {};
    const save = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const { result, names, invalidate } = renderReorder(save);
    result.current.mutate([3, 1, 2]);
    await waitFor(() => expect(names()).toEqual(['Desserts', 'Food', 'Drinks']));
    expect(save).toHaveBeenCalledWith([
      { id: 3, position: 0 },
      { id: 1, position: 1 },
      { id: 2, position: 2 },
    ]);
    answer();
    await waitFor(() => expect(invalidate).toHaveBeenCalled());
    expect(shown()).toEqual([]);
  });

  it('puts the old order back and says so when the server refuses', async () => {
    const { result, names, invalidate } = renderReorder(() => Promise.reject(new Error('refused')));
    result.current.mutate([2, 3, 1]);
    await waitFor(() =>
      expect(shown()).toEqual([{ message: 'The entries are back as they were.', role: 'alert' }]),
    );
    expect(names()).toEqual(['Food', 'Drinks', 'Desserts']);
    await waitFor(() => expect(invalidate).toHaveBeenCalled());
  });
});
