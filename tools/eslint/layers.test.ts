import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import layers from './layers.js';

// RuleTester calls describe/it itself; hand it Vitest's.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});
const app = '/repo/apps/web/app';
const rule = layers.rules.layers;

tester.run('meridian/layers', rule, {
  valid: [
    { filename: `${app}/features/kyc/notice.tsx`, code: "import { x } from '../../shell/session';" },
    { filename: `${app}/features/kyc/notice.tsx`, code: "import { x } from '../../shell/session/index.server';" },
    { filename: `${app}/features/kyc/notice.tsx`, code: "import { x } from './tip-bar';" },
    { filename: `${app}/features/kyc/notice.tsx`, code: "import { x } from '../../ui/dialog';" },
    { filename: `${app}/routes/home.tsx`, code: "import type { Route } from './+types/home';" },
    { filename: `${app}/routes/home.tsx`, code: "import { Kyc } from '../features/kyc';" },
    { filename: `${app}/shell/session/a.ts`, code: "import { b } from '../http';" },
    { filename: `${app}/ui/dialog.tsx`, code: "import { useState } from 'react';" },
    { filename: '/repo/packages/domain/src/a.ts', code: "import { b } from '../../apps/web/app/features/x';" },
  ],
  invalid: [
    {
      filename: `${app}/shell/session/a.ts`,
      code: "import { b } from '../../features/kyc';",
      errors: [{ messageId: 'shellToFeature' }],
    },
    {
      filename: `${app}/shell/session/a.ts`,
      code: "import { b } from '../../routes/home';",
      errors: [{ messageId: 'shellToFeature' }],
    },
    {
      filename: `${app}/features/kyc/a.ts`,
      code: "import { b } from '../chart/b';",
      errors: [{ messageId: 'featureToFeature' }],
    },
    {
      filename: `${app}/features/kyc/a.ts`,
      code: "export { b } from '../chart';",
      errors: [{ messageId: 'featureToFeature' }],
    },
    {
      filename: `${app}/features/kyc/a.ts`,
      code: "const c = import('../chart/lazy');",
      errors: [{ messageId: 'featureToFeature' }],
    },
    {
      filename: `${app}/features/kyc/a.ts`,
      code: "import { b } from '../../routes/home';",
      errors: [{ messageId: 'featureToRoute' }],
    },
    {
      filename: `${app}/features/kyc/a.ts`,
      code: "import { b } from '../../shell/session/cookies';",
      errors: [{ messageId: 'shellInternals' }],
    },
    {
      filename: `${app}/ui/dialog.tsx`,
      code: "import { b } from '../shell/session';",
      errors: [{ messageId: 'uiToApp' }],
    },
    {
      filename: `${app}/routes/home.tsx`,
      code: "import { b } from './trade';",
      errors: [{ messageId: 'routeToRoute' }],
    },
  ],
});
