import compile from 'icu-minify/compile';

type Tree = string | { [key: string]: Tree };

/**
 * A catalog with every ICU message compiled to icu-minify's compact form (decision 0030): the
 * browser and the server then only format (use-intl's format-only path, aliased in the Vite and
 * Vitest configs) and never ship or run the ICU parser. Same keys; a message without arguments
 * stays the same string. Runs on the server, in the build and in tests, never in the browser.
 */
export function compileMessages<T extends Tree>(messages: T): T {
  // The compiled form is the runtime value of the same keys; use-intl's format-only path reads it.
  return compileTree(messages) as T;
}

function compileTree(tree: Tree): unknown {
  if (typeof tree === 'string') return compile(tree);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) out[key] = compileTree(value);
  return out;
}
