import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import type { ChunkingContext } from 'rolldown';

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://127.0.0.1:3000';
/** Names this build: the persisted query cache of another build is discarded (src/lib/query-persister.ts). */
const appBuild = process.env.APP_BUILD ?? Date.now().toString(36);

/**
 * The Fluent code the login page needs (provider, theme, styles, button, input, field, text), in one chunk that
 * every screen shares. Only these paths: a whole package here would pull its other parts (TabList's focus
 * manager, tabster) into the login page (design §8: at most 150 KB of JavaScript before the form shows).
 */
const LOGIN_FLUENT = new RegExp(
  [
    String.raw`node_modules[\/](@griffel|stylis|rtl-css-js|@emotion[\/]hash|keyborg|@swc[\/]helpers)[\/]`,
    String.raw`node_modules[\/]@fluentui[\/](tokens|react-theme|react-provider|react-shared-contexts|react-utilities|react-jsx-runtime|react-context-selector|keyboard-keys|react-field|react-label|react-input|react-text)[\/]`,
    String.raw`node_modules[\/]@fluentui[\/]react-button[\/]lib[\/](components[\/]Button|utils)[\/]`,
    String.raw`node_modules[\/]@fluentui[\/]react-aria[\/]lib[\/]button[\/]`,
    String.raw`node_modules[\/]@fluentui[\/]react-tabster[\/]lib[\/](focus[\/]|hooks[\/](useFocusVisible|useKeyboardNavAttribute|useFocusWithin))`,
    // Tiny app modules the entry shares with lazy chunks would otherwise become requests of their own.
    String.raw`src[\/](lib[\/]storage|domain[\/]constants)\.ts$`,
  ].join('|'),
);

/**
 * The signed-in cold load (a token, no caches) is a waterfall on a slow network where every request costs a round
 * trip, so the app's own modules come in two chunks instead of about thirty: 'open' holds what the entry imports
 * statically (the login page; its Fluent parts are fluent-core), 'signed-in' what the signed-in app imports
 * statically, with the package code they use. Lazy parts (settings drawer, toasts, screens) keep their own chunks.
 */
const APP_SOURCE = /[\\/]src[\\/]/;
const closures = new Map<string, Set<string>>();

/** The app modules (under src/) that `file` imports statically, directly or not (once per build). */
function staticClosure(file: string, ctx: ChunkingContext): Set<string> {
  const root = fileURLToPath(new URL(file, import.meta.url));
  const known = closures.get(root);
  if (known) return known;
  const seen = new Set<string>();
  const queue = [root];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id) || !APP_SOURCE.test(id) || id.includes('node_modules')) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  closures.set(root, seen);
  return seen;
}

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { __APP_BUILD__: JSON.stringify(appBuild) },
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        name: '考试管理系统',
        short_name: '考试管理',
        lang: 'zh-CN',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        theme_color: '#1890FF',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // Every built file by exact path, the lazy chunks included (design §5); never API or file endpoints.
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,ico}'], maximumFileSizeToCacheInBytes: 5 * 1024 * 1024 },
    }),
  ],
  build: {
    outDir: process.env.DIST_DIR ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Few, cacheable requests (design §8): React, the Fluent core, the open pages and the signed-in shell get one
        // chunk each; screens and lazy parts split by route.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie)[\\/]/,
              priority: 20,
            },
            { name: 'fluent-core', test: LOGIN_FLUENT, priority: 10 },
            {
              name: (id: string, ctx: ChunkingContext) =>
                staticClosure('./src/main.tsx', ctx).has(id) ? 'open' : null,
              priority: 8,
            },
            {
              name: (id: string, ctx: ChunkingContext) =>
                staticClosure('./src/app/signed-in-app.tsx', ctx).has(id) ? 'signed-in' : null,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/jeecg-boot': { target: apiTarget, ws: true } } },
});
