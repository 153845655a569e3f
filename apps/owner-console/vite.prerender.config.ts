// The console's server-side module, for the build only: src/app/prerender/render-sign-in-page.tsx
// bundled for Node with React and everything else inside, which scripts/prerender-sign-in-pages.mjs
// runs to draw the sign-in pages into the built app. Same plugins as the browser's build
// (vite.config.ts), so the texts and the CSS module class names are the ones that hydrate them.
import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import englishTexts from '../../packages/i18n/src/babel-english-texts.ts';

export default defineConfig({
  plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro', englishTexts] })],
  // React's production build: the markup must be the one the browser's build hydrates
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: fileURLToPath(new URL('src/app/prerender/render-sign-in-page.tsx', import.meta.url)),
    outDir: 'dist-prerender',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'render-sign-in-page.js', format: 'es' } },
  },
});
