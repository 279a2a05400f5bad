import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import importCycles from './import-cycles.js';

// RuleTester calls describe/it itself; hand it Vitest's.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// The rule reads the files an import names, so the graph is a real folder of modules.
const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
const files: Record<string, string> = {
  'root.tsx': "import { PageFrame } from './frame/page-frame';\nexport const loader = () => 1;",
  'frame/page-frame.tsx': "import type { loader } from '../root';\nexport const PageFrame = 1;",
  'shell/session/session-context.tsx': "const load = () => import('./dialog');\nexport const x = load;",
  'shell/session/dialog.tsx': "export { x } from './session-context';",
  'shell/site/index.ts': "export * from './site';",
  'shell/site/site.ts': "import css from './site.css?url';\nexport const site = css;",
  'features/kyc/index.ts': "import { site } from '../../shell/site';\nexport const kyc = site;",
};
for (const [name, text] of Object.entries(files)) {
  mkdirSync(join(dir, name, '..'), { recursive: true });
  writeFileSync(join(dir, name), text);
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});
const at = (name: string) => ({ filename: join(dir, name), code: files[name] ?? '' });

tester.run('cycles/no-import-cycle', importCycles.rules['no-import-cycle'], {
  valid: [at('features/kyc/index.ts'), at('shell/site/index.ts'), at('shell/site/site.ts')],
  invalid: [
    // A type-only leg is still a cycle: the two modules cannot be layered.
    { ...at('root.tsx'), errors: [{ messageId: 'cycle' }] },
    { ...at('frame/page-frame.tsx'), errors: [{ messageId: 'cycle' }] },
    // A dynamic import and a re-export close a cycle as surely as a static import.
    { ...at('shell/session/session-context.tsx'), errors: [{ messageId: 'cycle' }] },
    { ...at('shell/session/dialog.tsx'), errors: [{ messageId: 'cycle' }] },
  ],
});
