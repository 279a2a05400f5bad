// A local ESLint rule: no import cycles, counting type-only and dynamic imports too (issue 9).
// eslint-plugin-import-x's no-cycle skips `import type`, and the two cycles the issue found
// (root.tsx ↔ page-frame.tsx, session-context.tsx ↔ registration-dialog.tsx) each had a type-only
// leg; a type leg still welds two layers together, so the graph here is every import there is.
// Relative imports only: packages reach each other by name, and their own lint zones order them.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.d.ts'];

/** The file a relative specifier names, or null (assets such as `./app.css?url`, or missing). */
export function resolveRelative(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const bare = resolve(dirname(fromFile), specifier.split('?')[0]);
  const candidates = [bare, ...EXTENSIONS.map((e) => bare + e), ...EXTENSIONS.map((e) => `${bare}/index${e}`)];
  for (const candidate of candidates) {
    if (!/\.(m?[jt]sx?)$/.test(candidate)) continue;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every relative import of a file (static, type-only, re-export and dynamic), resolved. */
function importsOf(file, cache) {
  let mtime = -1;
  let text = '';
  try {
    mtime = statSync(file).mtimeMs;
    const known = cache.get(file);
    if (known && known.mtime === mtime) return known.imports;
    text = readFileSync(file, 'utf8');
  } catch {
    // A file that cannot be read has no edges; ESLint reports the file itself if it matters.
  }
  const info = ts.preProcessFile(text, true, true);
  const imports = info.importedFiles.map((f) => resolveRelative(file, f.fileName)).filter((f) => f !== null);
  cache.set(file, { mtime, imports });
  return imports;
}

/** A path of imports from `start` back to `target`, or null: depth-first over the graph. */
export function pathBack(start, target, cache) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, path] = stack.pop();
    if (file === target) return path;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of importsOf(file, cache)) stack.push([next, [...path, next]]);
  }
  return null;
}

// Shared by every linted file of a run; entries are re-read when a file's mtime changes.
const cache = new Map();

export default {
  rules: {
    'no-import-cycle': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          cycle:
            'import cycle: {{path}}. A cycle lets module order decide what is defined when a module loads, ' +
            'and welds two layers into one; move what both need into the lower layer.',
        },
      },
      create(context) {
        const file = context.filename;
        const root = context.cwd ?? process.cwd();
        function check(node, source) {
          if (typeof source !== 'string') return;
          const target = resolveRelative(file, source);
          if (!target || target === file) return;
          const back = pathBack(target, file, cache);
          if (back) {
            const path = [file, ...back].map((f) => relative(root, f)).join(' → ');
            context.report({ node, messageId: 'cycle', data: { path } });
          }
        }
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};
