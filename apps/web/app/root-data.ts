/**
 * The root loader's data in a route's `meta({ matches })` (useRootData in root.tsx is the
 * component's way), found by the root route's id rather than by
 * position; its type comes from the route's generated match list (the root loader's data).
 */
export function rootDataOf<M extends { id: string; loaderData: unknown } | undefined>(
  matches: readonly M[],
): Extract<M, { id: 'root' }>['loaderData'] | undefined {
  return matches.find((match): match is Extract<M, { id: 'root' }> => match?.id === 'root')?.loaderData;
}
