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
    {
      filename: `${app}/routes/app-download.tsx`,
      code: "import { qrCodeShape } from '../features/site-pages/index.server';",
    },
    { filename: `${app}/shell/session/a.ts`, code: "import { b } from '../http';" },
    { filename: `${app}/ui/dialog.tsx`, code: "import { useState } from 'react';" },
    { filename: `${app}/shell/coin-icons/a.tsx`, code: "import { CoinIconWhitelistContext } from '../../kit';" },
    { filename: `${app}/features/kyc/a.tsx`, code: "import { AmountInput } from '../../kit';" },
    { filename: `${app}/routes/home.tsx`, code: "import { CoinIcon } from '../kit';" },
    { filename: `${app}/kit/coin-icon/coin-icon.tsx`, code: "import { coinIconUrl } from './coin-icon-url';" },
    { filename: `${app}/kit/one-time-code/a.tsx`, code: "import { Dialog } from '../../ui';" },
    { filename: `${app}/kit/amount/a.tsx`, code: "import { RouteMessages } from '../../i18n';" },
    { filename: `${app}/kit/amount/a.tsx`, code: "import { normalizeAmountInput } from '@meridian/domain';" },
    { filename: '/repo/packages/domain/src/a.ts', code: "import { b } from '../../apps/web/app/features/x';" },
    // frame: only routes and root import it; it reaches features and shell through their index.
    { filename: `${app}/routes/locale-layout.tsx`, code: "import { PageFrame } from '../frame';" },
    { filename: `${app}/root.tsx`, code: "import { FrameProvider } from './frame';" },
    { filename: `${app}/frame/page-frame.tsx`, code: "import { SiteFooter } from '../features/footer';" },
    { filename: `${app}/frame/modal-host.tsx`, code: "import { useModals } from '../shell/modals';" },
    { filename: `${app}/frame/modal-host.tsx`, code: "import { modalBody } from './modal-table';" },
    {
      filename: `${app}/frame/modal-table.ts`,
      code: "const body = lazy(() => import('../features/kyc/kyc-upgrade-modal'));",
    },
    {
      filename: `${app}/features/kyc/kyc.test.tsx`,
      code: "import { ModalHost } from '../../frame/modal-host';",
    },
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
    {
      filename: `${app}/routes/app-download.tsx`,
      code: "import { qrCodeShape } from '../features/site-pages/qr-code.server';",
      errors: [{ messageId: 'featureInternals' }],
    },
    {
      filename: `${app}/root.tsx`,
      code: "import { NotFoundPage } from './features/not-found/not-found-page';",
      errors: [{ messageId: 'featureInternals' }],
    },
    {
      filename: `${app}/ui/toast.tsx`,
      code: "import { CoinIcon } from '../kit';",
      errors: [{ messageId: 'uiToKit' }],
    },
    {
      filename: `${app}/kit/coin-icon/coin-icon.tsx`,
      code: "import { useBrowserClients } from '../../shell/http';",
      errors: [{ messageId: 'kitToApp' }],
    },
    {
      filename: `${app}/kit/amount/a.tsx`,
      code: "import { b } from '../../features/kyc';",
      errors: [{ messageId: 'kitToApp' }],
    },
    {
      filename: `${app}/kit/amount/a.tsx`,
      code: "export { b } from '../../routes/home';",
      errors: [{ messageId: 'kitToApp' }],
    },
    {
      filename: `${app}/kit/amount/a.tsx`,
      code: "const host = import('../../frame/modal-host');",
      errors: [{ messageId: 'kitToApp' }],
    },
    {
      filename: `${app}/kit/amount/a.tsx`,
      code: "import { PageFrame } from '../../page-frame';",
      errors: [{ messageId: 'kitToApp' }],
    },
    {
      filename: `${app}/features/kyc/a.tsx`,
      code: "import { PageFrame } from '../../frame';",
      errors: [{ messageId: 'toFrame' }],
    },
    {
      filename: `${app}/shell/session/a.tsx`,
      code: "import { modalTable } from '../../frame/modal-table';",
      errors: [{ messageId: 'toFrame' }],
    },
    {
      filename: `${app}/frame/page-frame.tsx`,
      code: "import { AccountMenu } from '../features/account-header/account-menu';",
      errors: [{ messageId: 'frameInternals' }],
    },
    {
      filename: `${app}/frame/page-frame.tsx`,
      code: "import { useModals } from '../shell/modals/modal-provider';",
      errors: [{ messageId: 'frameInternals' }],
    },
    {
      // Only the modal table's lazy bodies may reach inside, and only lazily.
      filename: `${app}/frame/page-frame.tsx`,
      code: "const body = import('../features/kyc/kyc-upgrade-modal');",
      errors: [{ messageId: 'frameInternals' }],
    },
    {
      filename: `${app}/frame/modal-table.ts`,
      code: "import Body from '../features/kyc/kyc-upgrade-modal';",
      errors: [{ messageId: 'frameInternals' }],
    },
    {
      filename: `${app}/frame/page-frame.tsx`,
      code: "import { loader } from '../routes/home';",
      errors: [{ messageId: 'frameToRoute' }],
    },
  ],
});
