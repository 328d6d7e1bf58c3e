import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';

// Layers point one way (docs/platform.md): app -> features -> components -> session, access -> lib -> domain.
const layer = (target, from, message) => ({ target, from, message });
const layerZones = [
  layer(
    './src/domain',
    ['./src/lib', './src/access', './src/session', './src/components', './src/features', './src/app'],
    'domain is pure: it imports no other layer',
  ),
  layer(
    './src/lib',
    ['./src/access', './src/session', './src/components', './src/features', './src/app'],
    'lib may import only domain',
  ),
  layer(
    './src/access',
    ['./src/session', './src/components', './src/features', './src/app'],
    'access may import only lib and domain',
  ),
  layer(
    './src/session',
    ['./src/components', './src/features', './src/app'],
    'session may import access, lib and domain',
  ),
  layer('./src/components', ['./src/features', './src/app'], 'components may not import features or app'),
  layer('./src/features', ['./src/app'], 'features may not import app'),
  layer(
    './server',
    ['./src/lib', './src/access', './src/session', './src/components', './src/features', './src/app'],
    'the server shares only src/domain',
  ),
  // The server points one way too: routes -> plugins, services, crud -> db, http, lib -> src/domain.
  layer(
    './server/lib',
    ['./server/db', './server/http', './server/crud', './server/services', './server/plugins', './server/routes'],
    'server/lib holds plain helpers: it imports no other server folder',
  ),
  layer(
    './server/db',
    ['./server/crud', './server/services', './server/plugins', './server/routes', './server/jobs', './server/realtime'],
    'the database layer imports only lib, http and src/domain',
  ),
  layer('./server/crud', ['./server/routes'], 'the generic CRUD imports no route'),
  layer('./server/services', ['./server/routes'], 'a service imports no route: move the shared part to a service'),
  layer('./server/plugins', ['./server/routes'], 'a plugin imports no route'),
  ...['system', 'monitoring', 'business', 'portal'].map((area) =>
    layer(
      `./server/routes/${area}`,
      readdirSync('./server/routes', { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== area)
        .map((entry) => `./server/routes/${entry.name}`),
      'a route module imports no route module of another area: move the shared part to a service',
    ),
  ),
];

// A feature is a closed folder: features share code through components, session, access, lib, domain.
const featureDirs = readdirSync('./src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = featureDirs.map((name) => ({
  target: `./src/features/${name}`,
  from: featureDirs.filter((other) => other !== name).map((other) => `./src/features/${other}`),
  message: 'a feature may not import another feature: move the shared part to components, lib or domain',
}));

// File names are kebab-case (`user-form-dialog.tsx`, `use-page-tabs.ts`); dots only before the extension parts.
const KEBAB_FILE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const fileNames = {
  rules: {
    'kebab-case': {
      meta: { type: 'suggestion', schema: [], messages: { name: 'File name "{{name}}" is not kebab-case.' } },
      create(context) {
        const name = basename(context.filename);
        return {
          Program(node) {
            if (!KEBAB_FILE.test(name)) context.report({ node, messageId: 'name', data: { name } });
          },
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'node_modules/', 'data/', 'dev-dist/', 'coverage/', '.stock/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'file-names': fileNames },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
      'file-names/kebab-case': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Query keys come from the key builders (src/lib/resource-keys.ts, src/lib/query-keys.ts), so an invalidation
      // reaches every query of a resource; a key written by hand is missed by it.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Property[key.name=/^(queryKey|mutationKey)$/] > ArrayExpression',
          message: 'Build query and mutation keys with resourceKeys() or the builders in src/lib/query-keys.ts.',
        },
      ],
    },
  },
  {
    // Writes go through the write path (useWrite, the outbox) or a feature's api/ folder, never straight from a screen.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/features/*/api/**', 'src/components/crud/**', 'src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation'],
              message: 'Write through useWrite() or a mutation hook in the feature’s api/ folder.',
            },
          ],
        },
      ],
    },
  },
);
