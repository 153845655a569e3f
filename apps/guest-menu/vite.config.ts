import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = {
  port: 5174,
  strictPort: true,
  proxy: { '/api': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080', changeOrigin: false } },
};

export default defineConfig({
  plugins: [react()],
  server,
  preview: server,
});
