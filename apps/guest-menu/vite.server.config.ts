// The guest app's server-side module: a club's public page rendered to HTML for the API server
// (src/features/club-page/render-page.tsx; apps/api-server's public pages load it). One file for
// Node with React and everything else inside, so the server needs nothing of this package at run
// time but this file and the built index.html. The CSS module classes are named as in the browser's
// build (vite.config.ts), which hydrates the server's markup.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // React's production build only (its development one is twice the size, and slower)
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  css: { modules: { generateScopedName: 'mv-[local]' } },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: fileURLToPath(new URL('src/features/club-page/render-page.tsx', import.meta.url)),
    outDir: 'dist-server',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'render-page.js', format: 'es' } },
  },
});
