import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// by path, not by package name: Vite bundles relative imports into its config, but leaves a
// package to Node, which cannot run TypeScript sources (packages/csp README)
import { appPolicy } from '../../packages/csp/src/vite-plugin.ts';
import englishTexts from '../../packages/i18n/src/babel-english-texts.ts';

// The API server behind `/api` (decision 002); the e2e journeys point it at their own server.
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';
const PORT = 5173;
// Tavola orange (packages/ui tokens: tavolaPalette[6]) and the warm background of the sign-in pages.
const THEME_COLOR = '#ee6b20';
const BACKGROUND_COLOR = '#fff8f2';

const server = {
  port: PORT,
  strictPort: true,
  proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
};

export default defineConfig({
  plugins: [
    react(),
    // Lingui macros (Trans, t, msg) compile to catalog lookups, also in packages/ui sources; then
    // each lookup gets its English text, so English has no catalog (packages/i18n README).
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro', englishTexts] }),
    // Mantine adds <style> elements at run time: 'unsafe-inline' for styles only (packages/csp
    // README). Images: blob: for previews of files picked but not uploaded yet and the QR code
    // files (an SVG drawn into a canvas); data: for the club logo inside the QR codes (kept
    // self-contained for the downloads) and Vite's inlined small assets (the sign-in background).
    appPolicy({
      inlineStyles: 'unsafe-inline',
      imageSchemes: ['blob:', 'data:'],
      thirdParties: ['sentry', 'stripe'],
    }),
    VitePWA({
      registerType: 'prompt',
      // registered from src/app/pwa.ts, which shows the "new version" notice
      injectRegister: null,
      scope: '/',
      base: '/',
      includeAssets: ['favicon.svg', 'favicon.ico', 'apple-touch-icon.png'],
      manifest: {
        name: 'Tavola',
        short_name: 'Tavola',
        description: 'Digital QR-code menus for restaurants, cocktail bars and pubs.',
        lang: 'en',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
        // the push and notification-click handlers (waiter calls on a locked phone, decision 054)
        importScripts: ['/push-worker.js'],
        navigateFallback: '/index.html',
        // API calls are never answered by the service worker
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.destination === 'font',
            handler: 'CacheFirst',
            options: {
              cacheName: 'fonts',
              expiration: { maxEntries: 40, maxAgeSeconds: 60 * 60 * 24 * 365 },
            },
          },
        ],
      },
    }),
  ],
  server,
  preview: server,
  build: {
    sourcemap: true,
  },
});
