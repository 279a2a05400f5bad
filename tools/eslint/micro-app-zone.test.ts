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
const microApp = '/repo/apps/web/micro-apps/registration';
const rule = layers.rules['micro-app-zone'];

tester.run('meridian/micro-app-zone', rule, {
  valid: [
    {
      filename: `${microApp}/registration-app.test.tsx`,
      code: "import { fakeApi } from '../../app/test-support/fake-api';",
    },
    { filename: `${microApp}/login-form.tsx`, code: "import { x } from './account-field';" },
    { filename: `${microApp}/forms/login-form.tsx`, code: "import { x } from '../account-field';" },
    { filename: `${microApp}/login-form.tsx`, code: "import { x } from '../../app/shell/http/client';" },
    { filename: `${microApp}/login-form.tsx`, code: "import { x } from '../../app/shell/session/client.ts';" },
    { filename: `${microApp}/main.tsx`, code: "import '../../app/shell/frames/client';" },
    { filename: `${microApp}/a.tsx`, code: "import { x } from '../../app/kit/one-time-code-input';" },
    { filename: `${microApp}/a.tsx`, code: "import { x } from '../../app/kit';" },
    { filename: `${microApp}/a.tsx`, code: "import { Dialog } from '../../app/ui';" },
    { filename: `${microApp}/a.tsx`, code: "import { x } from '../../app/ui/dialog';" },
    { filename: `${microApp}/a.ts`, code: "import type en from '../../app/i18n/messages/en/account.json';" },
    { filename: `${microApp}/a.ts`, code: "import { useTranslations } from '../../app/i18n';" },
    { filename: `${microApp}/a.ts`, code: "import { x } from '../../app/i18n/index.ts';" },
    { filename: `${microApp}/a.ts`, code: "import { x } from '../../app/i18n/client';" },
    {
      filename: `${microApp}/a.ts`,
      code: "import { x } from '../../app/shell/registration/registration-protocol';",
    },
    { filename: `${microApp}/a.ts`, code: "import { x } from '../../app/features/registration/sign-up-protocol.ts';" },
    { filename: `${microApp}/a.ts`, code: "import { z } from 'zod';" },
    { filename: `${microApp}/a.ts`, code: "import { siteById } from '@meridian/domain';" },
    {
      filename: `${app}/shell/registration/registration-frame.tsx`,
      code: "import { x } from './registration-protocol';",
    },
    { filename: '/repo/apps/web/server/a.ts', code: "import { x } from '../micro-apps/registration/a';" },
  ],
  invalid: [
    {
      // The test helpers are for tests: shipped code would carry Vitest into the bundle.
      filename: `${microApp}/registration-app.tsx`,
      code: "import { fakeApi } from '../../app/test-support/fake-api';",
      errors: [{ messageId: 'microAppInternals' }],
    },
    {
      filename: `${microApp}/login-form.tsx`,
      code: "import { x } from '../../app/shell/session/csrf';",
      errors: [{ messageId: 'microAppInternals' }],
    },
    {
      filename: `${microApp}/a.tsx`,
      code: "import { x } from '../../app/shell/http';",
      errors: [{ messageId: 'microAppInternals' }],
    },
    {
      filename: `${microApp}/a.tsx`,
      code: "import { x } from '../../app/shell/http/client/deeper';",
      errors: [{ messageId: 'microAppInternals' }],
    },
    {
      filename: `${microApp}/a.tsx`,
      code: "export { x } from '../../app/features/account-header';",
      errors: [{ messageId: 'microAppInternals' }],
    },
    {
      filename: `${microApp}/a.tsx`,
      code: "const page = import('../../app/routes/home');",
      errors: [{ messageId: 'microAppInternals' }],
    },
    {
      filename: `${microApp}/a.tsx`,
      code: "import '../../app/app.css';",
      errors: [{ messageId: 'microAppInternals' }],
    },
    {
      filename: `${microApp}/a.tsx`,
      code: "import { x } from '../../app/i18n/i18n-provider';",
      errors: [{ messageId: 'microAppInternals' }],
    },
    {
      // Another micro-app's protocol is not this one's.
      filename: `${microApp}/a.ts`,
      code: "import { x } from '../../app/features/chatroom/chatroom-protocol';",
      errors: [{ messageId: 'microAppInternals' }],
    },
    {
      filename: `${microApp}/a.ts`,
      code: "import { x } from '../../app/shell/registration/registration-frame';",
      errors: [{ messageId: 'microAppInternals' }],
    },
    {
      filename: `${microApp}/a.ts`,
      code: "import { x } from '../../server/security-headers';",
      errors: [{ messageId: 'microAppOutside' }],
    },
    {
      filename: `${microApp}/a.ts`,
      code: "import { x } from '../chatroom/chatroom-app';",
      errors: [{ messageId: 'microAppOutside' }],
    },
    {
      filename: `${microApp}/a.ts`,
      code: "import { x } from '../../../../packages/domain/src';",
      errors: [{ messageId: 'microAppOutside' }],
    },
    {
      filename: `${app}/shell/registration/registration-frame.tsx`,
      code: "import { x } from '../../../micro-apps/registration/registration-app';",
      errors: [{ messageId: 'appToMicroApp' }],
    },
  ],
});
