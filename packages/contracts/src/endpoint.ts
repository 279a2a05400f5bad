import type * as z from 'zod/mini';

/** Any schema, classic zod or zod mini (the web uses mini for its bundle size, decision 0029). */
type Schema = z.core.$ZodType;

export type HttpMethod = 'GET' | 'POST';

/**
 * One API call: its method, its full path (the only place the path is written), the schema of its
 * form or query input when it takes one, and the schema of its answer (`data` of the envelope, or
 * the whole body when `envelope` is false: the static JSON files).
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  B extends Schema | undefined = Schema | undefined,
  A extends Schema = Schema,
> {
  readonly method: M;
  readonly path: P;
  readonly body: B;
  readonly answer: A;
  /** true: answered as `{code, message, data}`; false: the bare JSON value (a static file). */
  readonly envelope: boolean;
}

export type AnyEndpoint = Endpoint;
/** A GET whose answer contract is `A` (generic code names the answer schema, which TypeScript can infer). */
export type GetEndpoint<A extends Schema = Schema> = Endpoint<'GET', string, Schema | undefined, A>;
/** A POST whose input contract is `B` and answer contract `A`. */
export type PostEndpoint<B extends Schema | undefined = Schema | undefined, A extends Schema = Schema> = Endpoint<
  'POST',
  string,
  B,
  A
>;
/** What a client sends for an input contract (before parsing); any form fields without one. */
export type InputOf<B extends Schema | undefined> = B extends Schema
  ? z.input<B>
  : Readonly<Record<string, string | number | boolean | null | undefined>>;

/** What the answer parses to: the type a client receives and a route must send. */
export type AnswerOf<E extends AnyEndpoint> = z.infer<E['answer']>;

/** Declare one call. `envelope` defaults to true; pass false for a bare JSON file. */
export function defineEndpoint<
  const M extends HttpMethod,
  const P extends string,
  A extends Schema,
  B extends Schema | undefined = undefined,
>(definition: { method: M; path: P; answer: A; body?: B; envelope?: boolean }): Endpoint<M, P, B, A> {
  return {
    method: definition.method,
    path: definition.path,
    // `B` is undefined exactly when no body was given, so the stored value matches its type.
    body: definition.body as B,
    answer: definition.answer,
    envelope: definition.envelope ?? true,
  };
}
