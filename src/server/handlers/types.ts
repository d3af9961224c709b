/**
 * Handler types derived from the generated contract types, so a handler that returns a field the
 * contract lacks, or reads a body field it does not declare, fails to type-check.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../generated/openapi';

export type OperationId = keyof operations;

/**
 * A JSON answer's body; a PDF answer (the evidence of insurance) or a ZIP (a tenant's data) is
 * its bytes; text is text.
 */
type Json<T> = T extends { content: { 'application/json': infer B } }
  ? B
  : T extends { content: { 'application/pdf': unknown } | { 'application/zip': unknown } }
    ? Buffer
    : T extends { content: { 'text/plain': infer B } }
      ? B
      : never;
type Param<K extends OperationId, Where extends string> = operations[K] extends {
  parameters: infer P;
}
  ? P extends Record<Where, infer Q>
    ? Q extends undefined | never
      ? Record<string, never>
      : NonNullable<Q>
    : Record<string, never>
  : Record<string, never>;

export type Body<K extends OperationId> = operations[K] extends { requestBody?: infer R }
  ? Json<NonNullable<R>>
  : undefined;
export type Query<K extends OperationId> = Param<K, 'query'>;
export type PathParams<K extends OperationId> = Param<K, 'path'>;
export type Ok<K extends OperationId> = operations[K] extends { responses: infer R }
  ? R extends { 200: infer S }
    ? Json<S>
    : R extends { 201: infer S }
      ? Json<S>
      : R extends { 202: infer S }
        ? Json<S>
        : never
  : never;

export type Request<K extends OperationId> = FastifyRequest<{
  Body: Body<K>;
  Querystring: Query<K>;
  Params: PathParams<K>;
}>;

export type Handler<K extends OperationId> = (
  request: Request<K>,
  reply: FastifyReply,
) => Promise<Ok<K>>;

/** A handler file exports a factory returning handlers for some of the contract's operations. */
export type Handlers = { [K in OperationId]?: Handler<K> };
