import { useRouteLoaderData } from 'react-router';
import type { loader } from './root';

/** The root loader's data (site, locale, shell messages, session...): typed once, from the loader. */
export type RootData = Awaited<ReturnType<typeof loader>>['data'];

/** The root loader's data in a component; undefined only when the root loader itself failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>('root');
}

/**
 * The same in a route's `meta({ matches })`, found by the root route's id rather than by
 * position; its type comes from the route's generated match list (the root loader's data).
 */
export function rootDataOf<M extends { id: string; loaderData: unknown } | undefined>(
  matches: readonly M[],
): Extract<M, { id: 'root' }>['loaderData'] | undefined {
  return matches.find((match): match is Extract<M, { id: 'root' }> => match?.id === 'root')?.loaderData;
}
