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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@meridian/api', '@meridian/api/*'],
              message:
                'pages reach the API through the typed request client only; only server/ may mount the API, so the two stay separable.',
            },
            {
              group: ['**/server/*', '../server', '../../server'],
              message: 'app code must not import the HTTP server (server/): it would ship server code to the browser.',
            },
          ],
        },
      ],
    },
  },
  {
    // The micro-apps' zone (decision 0023): what a micro-app may import of app/, and the site
    // never importing a micro-app. The plugin object is the same as above, so it is one plugin.
    files: ['apps/web/app/**/*.{ts,tsx}', 'apps/web/micro-apps/**/*.{ts,tsx}'],
    plugins: { meridian: layers },
    rules: { 'meridian/micro-app-zone': 'error' },
  },
  {
    files: ['apps/web/micro-apps/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@meridian/api', '@meridian/api/*'],
              message:
                'a micro-app reaches the API through the request clients of shell/http/client.ts only, like the pages do.',
            },
            {
              group: ['react-router', 'react-router/*', '@react-router/*'],
              message:
                'a micro-app is one static page in a frame, not a route: it has no router, and the site router must not ship in its bundle.',
            },
          ],
        },
      ],
    },
  },
  {
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
          ],
        },
      ],
    },
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
