import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#lib/api.ts';
import { saveFile } from '#lib/save-file.ts';
import type { ActivityFilter } from './list-club-activity';

/**
 * `exportClubActivity`: the log of the filter as a CSV file, fetched with the bearer header (a plain
 * link could not send it) and offered as `activity <day>.csv`.
 */
export async function exportClubActivity({ clubId, filter }: { clubId: number; filter: ActivityFilter }) {
  const { data } = await apiClient.GET('/clubs/{clubId}/activity/csv', {
    params: { path: { clubId }, query: filter },
    parseAs: 'blob',
  });
  const day = filter.day ?? new Date().toISOString().slice(0, 10);
  saveFile(data as unknown as Blob, `activity ${day}.csv`);
}

export function useExportClubActivity() {
  return useMutation({ mutationFn: exportClubActivity });
}
