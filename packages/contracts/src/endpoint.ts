import type * as z from 'zod/mini';

/** Any schema, classic zod or zod mini (the web uses mini for its bundle size, decision 0029). */
type Schema = z.core.$ZodType;

export type HttpMethod = 'GET' | 'POST';

/** An endpoint's schemas: its form or query input (undefined when it takes none) and its answer. */
export interface EndpointSchemas<B extends Schema | undefined = Schema | undefined, A extends Schema = Schema> {
  readonly body: B;
  readonly answer: A;
}

/**
 * One API call: its method, its full path (the only place the path is written), and its schemas
 * (the input when it takes one; the answer, `data` of the envelope, or the whole body when
 * `envelope` is false: the static JSON files). The schemas load on use (decision 0031): a browser
 * page knows every call it may make at first paint but parses nothing before an answer arrives,
 * so zod and the schema modules stay out of its first-load JS.
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  B extends Schema | undefined = Schema | undefined,
  A extends Schema = Schema,
> {
  readonly method: M;
  readonly path: P;
  /** true: answered as `{code, message, data}`; false: the bare JSON value (a static file). */
  readonly envelope: boolean;
  /** The input and answer schemas; imported once, then the same promise. */
  readonly schemas: () => Promise<EndpointSchemas<B, A>>;
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

/** The answer schema of an endpoint. */
export type AnswerSchemaOf<E extends AnyEndpoint> = Awaited<ReturnType<E['schemas']>>['answer'];
/** The input schema of an endpoint (undefined when it takes none). */
export type BodySchemaOf<E extends AnyEndpoint> = Awaited<ReturnType<E['schemas']>>['body'];
/** What the answer parses to: the type a client receives and a route must send. */
export type AnswerOf<E extends AnyEndpoint> = z.infer<AnswerSchemaOf<E>>;

/** The names of a module's exports that are schemas. */
export type SchemaKey<Module> = { [K in keyof Module]: Module[K] extends Schema ? K : never }[keyof Module] & string;

/**
 * Declare one call. `schemas` imports the module that holds its schemas (`() => import('./x')`);
 * `answer` and `body` name them in it. `envelope` defaults to true; pass false for a bare JSON file.
 * Marked free of side effects, so a bundle leaves out the endpoints it never calls.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineEndpoint<
  const M extends HttpMethod,
  const P extends string,
  Module extends object,
  const AK extends SchemaKey<Module>,
  const BK extends SchemaKey<Module> | undefined = undefined,
>(definition: {
  method: M;
  path: P;
  schemas: () => Promise<Module>;
  answer: AK;
  body?: BK;
  envelope?: boolean;
}): Endpoint<
  M,
  P,
  BK extends SchemaKey<Module> ? Extract<Module[BK], Schema> : undefined,
  Extract<Module[AK], Schema>
> {
  type Loaded = EndpointSchemas<
    BK extends SchemaKey<Module> ? Extract<Module[BK], Schema> : undefined,
    Extract<Module[AK], Schema>
  >;
  let loaded: Promise<Loaded> | undefined;
  const load = async (): Promise<Loaded> => {
    const module = await definition.schemas();
    const { body, answer } = definition;
    // The keys are checked against the module's schema exports above, so these casts only restate it.
    return {
      body: (body === undefined ? undefined : module[body]) as Loaded['body'],
      answer: module[answer] as Loaded['answer'],
    };
  };
  return {
    method: definition.method,
    path: definition.path,
    envelope: definition.envelope ?? true,
    schemas: () => {
      // A failed import (a chunk the network lost) is tried again on the next call.
      loaded ??= load().catch((error: unknown) => {
        loaded = undefined;
        throw error;
      });
      return loaded;
    },
  };
}
