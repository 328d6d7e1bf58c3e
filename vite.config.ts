import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,ico}'] },
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
        // Few, cacheable requests before the login form shows (design §8): React and the Fluent core that every
        // screen needs get one chunk each; the rest splits by route.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie)[\\/]/,
              priority: 20,
            },
            {
              name: 'fluent-core',
              test: /node_modules[\\/](@griffel|tabster|keyborg|rtl-css-js|stylis|@swc|@fluentui[\\/](react-provider|tokens|react-theme|react-shared-contexts|react-utilities|react-jsx-runtime|react-tabster|react-context-selector|keyboard-keys|react-aria|react-field|react-label|react-button|react-input|react-text|react-message-bar|react-tabs))[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/jeecg-boot': { target: apiTarget, ws: true } } },
});
