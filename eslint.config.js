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

// What no API file imports (shared by the API blocks: a later block's options replace an earlier one's).
const API_PATTERNS = [
  {
    group: ['@meridian/web', '**/apps/web/**', '**/web/app/**'],
    message: 'the API never imports the web app: it must run on its own (npm run start:api).',
  },
  {
    group: ['react', 'react-dom', 'react-dom/*', 'react-router'],
    message: 'the API renders no UI; pages belong to apps/web.',
  },
];

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
    rules: { 'no-restricted-imports': ['error', { patterns: API_PATTERNS }] },
  },
  {
    // Decision 0026: queries live in db/queries/<resource>.ts; services hold the use cases. Tests
    // and their support code may look into the tables to check what a call left behind.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/db/**', 'apps/api/src/**/*.test.ts', 'apps/api/src/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...API_PATTERNS,
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message:
                'SQL and query building live only in apps/api/src/db/queries/: services and routes call a named query, so every statement (and its locking) is found in one place.',
            },
            {
              group: ['**/db/schema', '**/db/schema.ts'],
              message:
                'the tables are read and written only by apps/api/src/db/queries/: import the query (and its row type) from there.',
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
    // Decision 0026: loaders and the root read time from the request context (context.now), so every
    // loader of a request, the server render and hydration agree, and tests fix the clock.
    files: ['apps/web/app/routes/**/*.{ts,tsx}', 'apps/web/app/root.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'Date',
          property: 'now',
          message:
            'read the request instant from the load context (context.now) or the root data: the server render and hydration must see one clock, and tests fix it.',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message:
            'new Date() reads the wall clock: use new Date(context.now) (the request instant), so the server render and hydration agree.',
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
