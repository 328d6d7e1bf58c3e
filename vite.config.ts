import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import type { ChunkingContext } from 'rolldown';
import { STORAGE_KEYS } from './src/domain/storage-keys.ts';

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

type Bundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>>[1];

/** The chunk files `roots` import statically, directly or not, roots included. */
function chunkClosure(bundle: Bundle, roots: string[]): Set<string> {
  const seen = new Set<string>();
  for (let file = roots.pop(); file; file = roots.pop()) {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') continue;
    seen.add(file);
    roots.push(...chunk.imports);
  }
  return seen;
}

const chunkOf = (
  bundle: Bundle,
  test: (c: { name: string; isEntry: boolean; facadeModuleId: string | null }) => boolean,
) => Object.values(bundle).find((c) => c.type === 'chunk' && test(c))?.fileName;
/** The entry (src/main.tsx) and the app it renders (the 'open' chunk group). */
const entryOf = (bundle: Bundle) => chunkOf(bundle, (c) => c.isEntry);
const appOf = (bundle: Bundle) => chunkOf(bundle, (c) => c.name === 'open');

/**
 * The cold load's waterfall, flattened (design §8). The entry (src/main.tsx) is small, so with a stored token the
 * menu request leaves as soon as it has arrived; index.html names the app it then renders (React, Fluent, the open
 * pages) with modulepreload so those arrive side by side with it. `warm-preload.js` (async: the login page never
 * waits for it) asks, when a token is stored and no service worker serves the page, for the signed-in chunk and the
 * list platform that nearly every screen needs, which the browser would otherwise learn of only after the app ran.
 */
function warmPreload(): Plugin {
  const FILE = 'warm-preload.js';
  return {
    name: 'warm-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const entry = entryOf(bundle);
        const app = appOf(bundle);
        if (!entry || !app) throw new Error('warm-preload: the entry or the app chunk is missing');
        const loaded = chunkClosure(bundle, [entry]);
        const preload = [...chunkClosure(bundle, [app])].filter((f) => !loaded.has(f));
        return [
          ...preload.map((f) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` },
            injectTo: 'head' as const,
          })),
          { tag: 'script', attrs: { async: true, src: `/${FILE}` }, injectTo: 'head' },
        ];
      },
    },
    generateBundle(_options, bundle) {
      const entry = entryOf(bundle);
      const app = appOf(bundle);
      const wanted = [
        chunkOf(bundle, (c) => c.name === 'signed-in'),
        chunkOf(bundle, (c) => c.facadeModuleId?.endsWith('/src/components/crud/index.ts') ?? false),
      ];
      if (!entry || !app || wanted.some((f) => !f)) this.error('warm-preload: a chunk it names is missing');
      const loaded = chunkClosure(bundle, [entry!, app!]);
      const files = [...chunkClosure(bundle, wanted as string[])].filter((f) => !loaded.has(f));
      const source =
        // Not when the service worker serves the files: they come from its cache at once, and extra requests
        // through it only delay the page (repeat visit budget).
        `try{if(!navigator.serviceWorker?.controller&&localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)}))` +
        `for(const f of ${JSON.stringify(files.map((f) => `/${f}`))})` +
        `document.head.appendChild(Object.assign(document.createElement('link'),{rel:'modulepreload',href:f}))}catch{}`;
      this.emitFile({ type: 'asset', fileName: FILE, source });
    },
  };
}

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { __APP_BUILD__: JSON.stringify(appBuild) },
  plugins: [
    react(),
    warmPreload(),
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
            // `react` alone is what the small entry needs (its stores use useSyncExternalStore).
            { name: 'react-core', test: /node_modules[\\/]react[\\/]/, priority: 25 },
            {
              name: 'react',
              test: /node_modules[\\/](react-dom|scheduler|react-router|cookie)[\\/]/,
              priority: 20,
            },
            { name: 'fluent-core', test: LOGIN_FLUENT, priority: 10 },
            // Plain data, so a cold load can compute a screen's first list request before the signed-in code runs.
            { name: 'entities', test: /[\\/]src[\\/]domain[\\/]entities[\\/]/, priority: 15 },
            {
              name: (id: string, ctx: ChunkingContext) =>
                staticClosure('./src/main.tsx', ctx).has(id) ? 'boot' : null,
              priority: 9,
            },
            {
              name: (id: string, ctx: ChunkingContext) =>
                staticClosure('./src/app/render-app.tsx', ctx).has(id) ? 'open' : null,
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
