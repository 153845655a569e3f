import { useQuery } from '@tanstack/react-query';
import { apiQueryKey } from '@tavola/api/query';
import { apiClient } from '#lib/api.ts';

// `listCountries`, `listStates`, `listCities`: the cascading address selects. The lists never change
// while the console runs, so they stay cached for the visit. (Written with the client directly: the
// generic query options lose these responses' types.)
const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY };

export function useCountries() {
  return useQuery({
    queryKey: apiQueryKey('get', '/countries'),
    queryFn: async ({ signal }) => (await apiClient.GET('/countries', { signal })).data ?? [],
    ...forever,
  });
}

export function useStates(countryIsoCode: string | null) {
  const params = { path: { countryIsoCode: countryIsoCode ?? '' } };
  return useQuery({
    queryKey: apiQueryKey('get', '/countries/{countryIsoCode}/states', { params }),
    queryFn: async ({ signal }) =>
      (await apiClient.GET('/countries/{countryIsoCode}/states', { params, signal })).data ?? [],
    ...forever,
    enabled: Boolean(countryIsoCode),
  });
}

export function useCities(countryIsoCode: string | null, stateIsoCode: string | null) {
  const params = { path: { countryIsoCode: countryIsoCode ?? '', stateIsoCode: stateIsoCode ?? '' } };
  return useQuery({
    queryKey: apiQueryKey('get', '/countries/{countryIsoCode}/states/{stateIsoCode}/cities', { params }),
    queryFn: async ({ signal }) =>
      (await apiClient.GET('/countries/{countryIsoCode}/states/{stateIsoCode}/cities', { params, signal }))
        .data ?? [],
    ...forever,
    enabled: Boolean(countryIsoCode && stateIsoCode),
  });
}
