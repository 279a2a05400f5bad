import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import layers from './tools/eslint/layers.js';

// Bare-import rules per package (shared/guide/architecture.md). Each message is the reason.
const NO_IO = {
  group: [
    'node:*',
    'react',
    'react-dom',
    'react-dom/*',
    'react-router',
    'hono',
    'hono/*',
    'drizzle-orm',
    'drizzle-orm/*',
    'pg',
    '@electric-sql/*',
  ],
  message: 'domain is pure rules: no framework, database or Node I/O, so every rule runs and is tested anywhere.',
};

// The web app reaches the API and the HTTP server only through their doors.
const WEB_APP_BOUNDARIES = [
  {
    group: ['@meridian/api', '@meridian/api/*'],
    message:
      'pages reach the API through the typed request client only; only server/ may mount the API, so the two stay separable.',
  },
  {
    group: ['**/server/*', '../server', '../../server'],
    message: 'app code must not import the HTTP server (server/): it would ship server code to the browser.',
  },
];
// Third-party libraries with one door each (shared/guide/architecture.md: i18n/ and ui/).
const TRANSLATION_LIBRARY = {
  group: ['use-intl', 'use-intl/*'],
  message:
    'the translation library is imported only inside app/i18n/: take useTranslations, useFormatter, I18nProvider... from the i18n index, so typed keys and fallbacks are set up in one place and the library can be swapped there.',
};
const RADIX = {
  group: ['@radix-ui/*'],
  message:
    'Radix is imported only inside app/ui/: use the ui primitives (dialog, drawer...), so focus, direction and motion behave one way everywhere and the dependency has one door.',
};

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/build/',
      '**/dist/',
      '**/.react-router/',
      'data/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@meridian/*'],
              message: 'domain imports nothing of ours: every other package builds on it, never the reverse.',
            },
            { group: ['zod'], message: 'domain holds plain rules and types; schemas for the wire live in contracts.' },
            NO_IO,
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'domain reads no environment: take the value as an argument.' },
        {
          object: 'Date',
          property: 'now',
          message: 'domain rules take the clock as an argument, so time rules are tested without waiting.',
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@meridian/*', '!@meridian/domain'],
              message:
                'contracts import only domain and zod: the wire format has one owner that web and api both depend on.',
            },
            { ...NO_IO, message: 'contracts are schemas only: no framework, database or Node I/O.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@meridian/web', '**/apps/web/**', '**/web/app/**'],
              message: 'the API never imports the web app: it must run on its own (npm run start:api).',
            },
            {
              group: ['react', 'react-dom', 'react-dom/*', 'react-router'],
              message: 'the API renders no UI; pages belong to apps/web.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/app/**/*.tsx', 'apps/web/micro-apps/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { meridian: layers },
    rules: {
      'meridian/layers': 'error',
      'no-restricted-imports': ['error', { patterns: [...WEB_APP_BOUNDARIES, TRANSLATION_LIBRARY, RADIX] }],
    },
  },
  {
    // The translation library's one door.
    files: ['apps/web/app/i18n/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...WEB_APP_BOUNDARIES, RADIX] }] },
  },
  {
    // Radix's one door.
    files: ['apps/web/app/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@meridian/*'],
              message: 'ui primitives know nothing of the product: they import only third-party packages.',
            },
            TRANSLATION_LIBRARY,
          ],
        },
      ],
    },
  },
  {
    // The micro-apps take translation and primitives through the same doors as the page.
    files: ['apps/web/micro-apps/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [TRANSLATION_LIBRARY, RADIX] }] },
  },
  {
    // Issue 7: no fire-and-forget query or call on the servers: every promise is awaited, returned
    // or handled explicitly (`void` with a reason), so a failing one never becomes an unhandled
    // rejection that takes the process down.
    files: ['apps/api/src/**/*.ts', 'apps/web/server/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
    },
  },
);
