import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const server = {
  port: 5174,
  strictPort: true,
  proxy: { '/api': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080', changeOrigin: false } },
};

// The API's address: /api/v1 on the same origin, or an absolute URL when the guest app is served
// from a CDN origin (the API answers CORS for it). Read by src/lib/api.ts and the inline script
// of index.html, which starts the menu's request before the app loads.
const API_BASE = process.env.VITE_API_URL || '/api/v1';

function inlineApiBase(): Plugin {
  return {
    name: 'tavola-inline-api-base',
    transformIndexHtml: (html) => html.replace('__TAVOLA_API_BASE__', API_BASE.replace(/'/g, '%27')),
  };
}

export default defineConfig({
  plugins: [
    react(),
    inlineApiBase(),
    // Keeps the app shell for offline visits; the menus themselves are saved by the app
    // (src/lib/saved-copies.ts), so API calls never go through the worker's caches.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: null,
      scope: '/',
      base: '/',
      manifest: false,
      workbox: {
        // and the fonts' Latin subsets (woff2): a first visit loads them before the worker is in
        // control, so the runtime cache below would not have them for an offline second visit
        globPatterns: ['**/*.{js,css,html,svg}', '**/*-latin-[0-9]*-normal-*.woff2'],
        navigateFallback: '/index.html',
        navigateFallbackAllowlist: [/^\/public\//],
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.destination === 'font',
            handler: 'CacheFirst',
            options: {
              cacheName: 'fonts',
              expiration: { maxEntries: 20, maxAgeSeconds: 60 * 60 * 24 * 365 },
            },
          },
          {
            // logos, banners and backgrounds of menus already seen
            urlPattern: ({ request, url }) =>
              request.destination === 'image' && !url.pathname.endsWith('.svg'),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'images',
              expiration: { maxEntries: 60, maxAgeSeconds: 60 * 60 * 24 * 30 },
            },
          },
        ],
      },
    }),
  ],
  server,
  preview: server,
  build: { assetsInlineLimit: 0 },
});
