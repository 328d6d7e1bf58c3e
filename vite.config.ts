import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import griffel from '@griffel/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import type { ChunkingContext } from 'rolldown';

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://127.0.0.1:3000';
/** Names this build: the persisted query cache of another build is discarded (src/lib/query-persister.ts). */
const appBuild = process.env.APP_BUILD ?? Date.now().toString(36);

/**
 * The Fluent code every page needs (provider, theme, styles, button, text), in one chunk that every screen shares.
 * Only these paths: a whole package here would pull its other parts (TabList's focus
 * manager, tabster) into the login page (docs/performance.md: at most 150 KB of JavaScript before the form shows).
 */
const FLUENT_CORE = new RegExp(
  [
    String.raw`node_modules[\/](@griffel|stylis|rtl-css-js|@emotion[\/]hash|keyborg|@swc[\/]helpers)[\/]`,
    String.raw`node_modules[\/]@fluentui[\/](react-theme|react-provider|react-shared-contexts|react-utilities|react-jsx-runtime|react-context-selector|keyboard-keys|react-text|react-message-bar)[\/]`,
    // The light theme's tokens; the dark one is the staff layout's (its dark menu).
    String.raw`node_modules[\/]@fluentui[\/]tokens[\/](?!lib[\/](alias[\/]dark|utils[\/]createDarkTheme))`,
    String.raw`node_modules[\/]@fluentui[\/]react-button[\/]lib[\/](components[\/]Button|utils)[\/]`,
    String.raw`node_modules[\/]@fluentui[\/]react-aria[\/]lib[\/]button[\/]`,
    // What every icon is made with; the icons themselves go with the code that shows them.
    String.raw`node_modules[\/]@fluentui[\/]react-icons[\/]lib[\/](core|utils)[\/]`,
    String.raw`node_modules[\/]@fluentui[\/]react-tabster[\/]lib[\/](focus[\/]|hooks[\/](useFocusVisible|useKeyboardNavAttribute|useFocusWithin))`,
  ].join('|'),
);

/**
 * The login page's own code and the Fluent form parts it needs (input, field, label, message bar): loaded with the
 * entry only without a token, and by the screens that have forms; the signed-in cold load does not download them.
 */
const LOGIN_FLUENT = /node_modules[\\/]@fluentui[\\/]react-(field|label|input)[\\/]/;
const LOGIN_ROOT = './src/features/login/login-page.tsx';
const SIGNED_IN_ROOT = './src/app/signed-in-app.tsx';
// What both layouts use goes with the signed-in app, not in a small chunk of its own (a request of the cold load).
const PORTAL_LAYOUT = './src/features/customer-portal/layout/portal-layout.tsx';
const MAIN_LAYOUT = './src/components/layout/main-layout.tsx';

/**
 * The signed-in cold load (a token, no caches) is a waterfall on a slow network where every request costs a round
 * trip, so the app's own modules come in a few chunks by when they are needed instead of about thirty: 'boot' and
 * 'open' (the entry and the open pages; their Fluent parts are fluent-core), then 'prefetch', 'signed-in' and 'crud',
 * and 'forms' with the first dialog (CONTRIBUTING.md, "The cold load"). Screens keep their own chunks.
 */
const APP_SOURCE = /[\\/]src[\\/]/;
const closures = new Map<string, Set<string>>();

/** The app modules (under src/) that `file` imports statically, directly or not (once per build). */
function closure(file: string, ctx: ChunkingContext): Set<string> {
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

/**
 * What screens share with the list platform (besides its own closure): Fluent packages
 * and TanStack's mutations. Kept in the list platform's chunk, where they would otherwise become a handful of small
 * shared chunks, each a round trip of the cold load.
 */
const LIST_PACKAGES = new RegExp(
  [
    String.raw`node_modules[\/]@fluentui[\/]react-(card|dialog|drawer|select|table|spinner|popover|link)[\/]`,
    String.raw`node_modules[\/]@tanstack[\/](react-query[\/].*useMutation|query-core[\/].*mutationObserver)`,
  ].join('|'),
);
/** The definitions, the screens' list options and the plain entity screens (the 'prefetch' chunk). */
const PREFETCH_APP =
  /[\\/]src[\\/](domain[\\/]entities[\\/]|features[\\/][^\\/]+[\\/][^\\/]+-list-options\.ts$|app[\\/]entity-screens\.tsx$)/;
/** The query key builders (src/lib/*-keys.ts, a feature's api/*-keys.ts). */
const QUERY_KEYS = /[\\/]src[\\/](lib|features[\\/][^\\/]+[\\/]api)[\\/][^\\/]+-keys\.ts$/;
/** The form side ('forms', loaded with the first dialog): the account forms and the form-only Fluent packages. */
const FORMS = new RegExp(
  [
    String.raw`[\/]src[\/]components[\/]account[\/]`,
    String.raw`node_modules[\/]@fluentui[\/]react-(textarea|switch|combobox)[\/]`,
  ].join('|'),
);
const FORM_ROOTS = [
  './src/components/crud/forms.ts',
  './src/components/widgets/advanced-query/advanced-query-dialog.tsx',
  './src/components/widgets/import-dialog/index.ts',
];

/**
 * The chunks a cold load runs right away: the entry, what index.html preloads, the login page, the signed-in app, its
 * layouts and the list platform, and the screens. Chromium (136 on) compiles every function of a file marked so on a background thread
 * while the rest downloads, instead of each on the main thread when first called: about 0.1 s less before the portal's
 * first content on the mobile profile (CONTRIBUTING.md, "The cold load"). Other browsers read a comment.
 */
const EAGER_CHUNKS = new Set([
  'rolldown-runtime',
  'react-core',
  'react',
  'fluent-core',
  'boot',
  'open',
  'login',
  'signed-in',
  'portal-layout',
  'main-layout',
  'prefetch',
  'crud',
]);
/** A screen's own chunk (`…-page`) too: it is loaded when the screen is about to render. */
const compilesEagerly = (chunkName: string) => EAGER_CHUNKS.has(chunkName) || chunkName.endsWith('-page');

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
 * The cold load's waterfall, flattened (docs/performance.md). The entry (src/main.tsx) is small, so with a stored token the
 * menu request leaves as soon as it has arrived; index.html names the app it then renders (React, Fluent, the open
 * pages) with modulepreload so those arrive side by side with it. The entry itself asks for the signed-in chunk
 * and the open page's screen (warm-start.ts).
 */
function appPreload(): Plugin {
  return {
    name: 'app-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const entry = entryOf(bundle);
        const app = appOf(bundle);
        if (!entry || !app) throw new Error('app-preload: the entry or the app chunk is missing');
        const loaded = chunkClosure(bundle, [entry]);
        return [...chunkClosure(bundle, [app])]
          .filter((f) => !loaded.has(f))
          .map((f) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/** Marks those chunks for eager compilation (the magic comment must be the file's first line, after minifying). */
function eagerCompile(): Plugin {
  return {
    name: 'eager-compile',
    apply: 'build',
    generateBundle: {
      order: 'post', // after Vite has put its preload list (__vite__mapDeps) at the top
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !compilesEagerly(chunk.name)) continue;
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
          // The source map's lines move down by one (a SOURCEMAP=1 build).
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const json = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { __APP_BUILD__: JSON.stringify(appBuild) },
  plugins: [
    react(),
    // Our makeStyles become Griffel's precomputed __styles at build time, as Fluent ships its own: no style is computed
    // in the browser, and the runtime (stylis, rtl-css-js) is not downloaded (CONTRIBUTING.md, "The cold load").
    { ...griffel({ babelOptions: { presets: ['@babel/preset-typescript'] } }), apply: 'build' },
    appPreload(),
    eagerCompile(),
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
      // Every built file by exact path, the lazy chunks included (docs/offline.md); never API or file endpoints.
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,ico}'], maximumFileSizeToCacheInBytes: 5 * 1024 * 1024 },
    }),
  ],
  build: {
    outDir: process.env.DIST_DIR ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: process.env.SOURCEMAP === '1',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Few, cacheable requests (docs/performance.md): React, the Fluent core, the open pages and the signed-in shell get one
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
            { name: 'fluent-core', test: FLUENT_CORE, priority: 10 },
            {
              // Below 'boot' and 'open': what those hold stays there.
              name: (id: string, ctx: ChunkingContext) =>
                LOGIN_FLUENT.test(id) || closure(LOGIN_ROOT, ctx).has(id) ? 'login' : null,
              priority: 7.5,
            },
            // Checkbox and radio: the list's row selection, the forms and the side menu's tree (a lazy part) share them.
            { name: 'choice', test: /node_modules[\\/]@fluentui[\\/]react-(checkbox|radio)[\\/]/, priority: 7 },
            // The definitions and what computes a screen's first list request from them (the screens' list options,
            // the plain entity screens): a cold load starts that request before the signed-in code has arrived.
            {
              name: (id: string, ctx: ChunkingContext) =>
                PREFETCH_APP.test(id) || closure('./src/components/crud/list-prefetch.ts', ctx).has(id)
                  ? 'prefetch'
                  : null,
              priority: 6, // after boot and open: what they already hold stays there
            },
            {
              // Query keys too (a few hundred bytes): the list options ('prefetch') and the signed-in shell's bell
              // share the notices' keys, and neither chunk may need the other for them.
              name: (id: string, ctx: ChunkingContext) =>
                QUERY_KEYS.test(id) || closure('./src/main.tsx', ctx).has(id) ? 'boot' : null,
              priority: 9,
            },
            {
              name: (id: string, ctx: ChunkingContext) =>
                closure('./src/app/render-app.tsx', ctx).has(id) ||
                (closure(LOGIN_ROOT, ctx).has(id) && closure(SIGNED_IN_ROOT, ctx).has(id))
                  ? 'open'
                  : null,
              priority: 8,
            },
            {
              name: (id: string, ctx: ChunkingContext) =>
                closure(SIGNED_IN_ROOT, ctx).has(id) ||
                (closure(PORTAL_LAYOUT, ctx).has(id) && closure(MAIN_LAYOUT, ctx).has(id))
                  ? 'signed-in'
                  : null,
              priority: 5,
            },
            {
              name: (id: string, ctx: ChunkingContext) =>
                LIST_PACKAGES.test(id) || closure('./src/components/crud/index.ts', ctx).has(id) ? 'crud' : null,
              priority: 4,
            },
            {
              name: (id: string, ctx: ChunkingContext) =>
                FORMS.test(id) || FORM_ROOTS.some((root) => closure(root, ctx).has(id)) ? 'forms' : null,
              priority: 3,
            },
            // Tree, tabs and menus: the desktop shell's lazy parts (side menu, page tabs, user menu) and the forms share
            // them; no phone's list page needs them.
            { name: 'nav', test: /node_modules[\\/]@fluentui[\\/]react-(tree|tabs|menu)[\\/]/, priority: 4.5 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/jeecg-boot': { target: apiTarget, ws: true } } },
});
