import type {
  QueryClient,
  SkipToken,
  UseMutationOptions,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult,
  UseSuspenseQueryOptions,
  UseSuspenseQueryResult,
} from '@tanstack/react-query';
import type { FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import createOpenapiQueryClient from 'openapi-react-query';
import type { HttpMethod, MediaType, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import type { ApiClient } from './client';
import type { ApiError } from './errors';
import type { paths } from './generated/schema';

// The client rejects failed calls with ApiError before openapi-react-query looks at `error`, so what
// the hooks throw is always an ApiError (or a MissingParameterError). openapi-react-query types the
// error as the response body; these types are its own with the error type replaced by ApiError.

type Paths = paths;
type Media = MediaType;
type InitWithUnknowns<Init> = Init & { [key: string]: unknown };
type InferSelectReturnType<TData, TSelect> = TSelect extends (data: TData) => infer R ? R : TData;
type Data<Method extends HttpMethod, Path extends PathsWithMethod<Paths, Method>, Init> = Required<
  FetchResponse<Paths[Path][Method] & Record<string | number, unknown>, Init, Media>
>['data'];

/** Query keys are `[method, path, init]` (init = `{ params, body }`), or `[method, path]` without init. */
export type ApiQueryKey<
  Method extends HttpMethod,
  Path extends PathsWithMethod<Paths, Method>,
  Init = MaybeOptionalInit<Paths[Path], Method>,
> = Init extends undefined ? readonly [Method, Path] : readonly [Method, Path, Init];

type QueryOptionsFor<TData, TSelect> = Omit<
  UseQueryOptions<TData, ApiError, InferSelectReturnType<TData, TSelect>, readonly unknown[]>,
  'queryKey' | 'queryFn'
>;
type SuspenseQueryOptionsFor<TData, TSelect> = Omit<
  UseSuspenseQueryOptions<TData, ApiError, InferSelectReturnType<TData, TSelect>, readonly unknown[]>,
  'queryKey' | 'queryFn'
>;

type InitArgs<Init, Options, Extra extends unknown[] = []> =
  RequiredKeysOf<Init> extends never
    ? [InitWithUnknowns<Init>?, Options?, ...Extra]
    : [InitWithUnknowns<Init>, Options?, ...Extra];

export interface ApiQueryHooks {
  queryOptions<
    Method extends HttpMethod,
    Path extends PathsWithMethod<Paths, Method>,
    Init extends MaybeOptionalInit<Paths[Path], Method>,
    Options extends QueryOptionsFor<Data<Method, Path, Init>, Options['select']>,
  >(
    method: Method,
    path: Path,
    ...args: InitArgs<Init, Options>
  ): Omit<
    UseQueryOptions<
      Data<Method, Path, Init>,
      ApiError,
      InferSelectReturnType<Data<Method, Path, Init>, Options['select']>,
      ApiQueryKey<Method, Path>
    >,
    'queryFn'
  > & {
    queryFn: Exclude<
      UseQueryOptions<Data<Method, Path, Init>, ApiError, unknown, ApiQueryKey<Method, Path>>['queryFn'],
      SkipToken | undefined
    >;
  };
  useQuery<
    Method extends HttpMethod,
    Path extends PathsWithMethod<Paths, Method>,
    Init extends MaybeOptionalInit<Paths[Path], Method>,
    Options extends QueryOptionsFor<Data<Method, Path, Init>, Options['select']>,
  >(
    method: Method,
    path: Path,
    ...args: InitArgs<Init, Options, [QueryClient?]>
  ): UseQueryResult<InferSelectReturnType<Data<Method, Path, Init>, Options['select']>, ApiError>;
  useSuspenseQuery<
    Method extends HttpMethod,
    Path extends PathsWithMethod<Paths, Method>,
    Init extends MaybeOptionalInit<Paths[Path], Method>,
    Options extends SuspenseQueryOptionsFor<Data<Method, Path, Init>, Options['select']>,
  >(
    method: Method,
    path: Path,
    ...args: InitArgs<Init, Options, [QueryClient?]>
  ): UseSuspenseQueryResult<InferSelectReturnType<Data<Method, Path, Init>, Options['select']>, ApiError>;
  useMutation<
    Method extends HttpMethod,
    Path extends PathsWithMethod<Paths, Method>,
    Init extends MaybeOptionalInit<Paths[Path], Method>,
    TOnMutateResult = unknown,
  >(
    method: Method,
    path: Path,
    options?: Omit<
      UseMutationOptions<Data<Method, Path, Init>, ApiError, Init, TOnMutateResult>,
      'mutationKey' | 'mutationFn'
    >,
    queryClient?: QueryClient,
  ): UseMutationResult<Data<Method, Path, Init>, ApiError, Init, TOnMutateResult>;
}

/** TanStack Query hooks over the contract: `$api.useQuery('get', '/clubs/{clubId}', { params })`. */
export function createQueryHooks(client: ApiClient): ApiQueryHooks {
  return createOpenapiQueryClient(client) as unknown as ApiQueryHooks;
}

/**
 * The key openapi-react-query gives a query, for invalidation and prefetching. Without `init` it is
 * the prefix of every query of that method and path, e.g.
 * `queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/clubs/{clubId}/menu') })`.
 */
export function apiQueryKey<Method extends HttpMethod, Path extends PathsWithMethod<Paths, Method>>(
  method: Method,
  path: Path,
  init?: MaybeOptionalInit<Paths[Path], Method>,
): readonly unknown[] {
  return init === undefined ? [method, path] : [method, path, init];
}
