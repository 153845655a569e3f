/**
 * Handler types derived from the contract's generated `operations`: a handler for `createUser`
 * receives the NewUser body and must return one of createUser's success statuses with its body.
 */
import type { operations } from '@tavola/api/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type OperationId = keyof operations;
type Operation<Id extends OperationId> = operations[Id];

/** `never` (an absent part) becomes `Fallback`. */
type OrElse<T, Fallback> = [T] extends [never] ? Fallback : [T] extends [undefined] ? Fallback : T;

type ContentBody<C> = C extends { content: infer Content }
  ? Content extends Record<string, unknown>
    ? Content[keyof Content]
    : never
  : never;

export type RequestBody<Id extends OperationId> = OrElse<
  ContentBody<NonNullable<Operation<Id>['requestBody']>>,
  undefined
>;
export type PathParams<Id extends OperationId> = OrElse<
  NonNullable<Operation<Id>['parameters']['path']>,
  Record<string, never>
>;
export type QueryParams<Id extends OperationId> = OrElse<
  NonNullable<Operation<Id>['parameters']['query']>,
  Record<string, never>
>;

type Responses<Id extends OperationId> = Operation<Id>['responses'];
/** 304 (Not Modified) is a success too: the client's copy is current (conditional reads). */
type SuccessStatus<Id extends OperationId> = Extract<keyof Responses<Id>, 200 | 201 | 202 | 204 | 304>;

/** What a handler returns: a success status of the operation and the body the contract gives it. */
export type SuccessReply<Id extends OperationId> = {
  [S in SuccessStatus<Id>]: [ContentBody<Responses<Id>[S]>] extends [never]
    ? { status: S; body?: undefined }
    : { status: S; body: ContentBody<Responses<Id>[S]> };
}[SuccessStatus<Id>];

export type OperationRequest<Id extends OperationId> = FastifyRequest<{
  Body: RequestBody<Id>;
  Params: PathParams<Id>;
  Querystring: QueryParams<Id>;
}>;

export type Handler<Id extends OperationId> = (
  request: OperationRequest<Id>,
  reply: FastifyReply,
) => Promise<SuccessReply<Id>>;

/** Handlers of a module, keyed by operationId. */
export type Handlers<Ids extends OperationId> = { [K in Ids]: Handler<K> };
