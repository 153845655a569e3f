import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import '@tavola/ui/fonts';
import '@tavola/ui/styles.css';
import { setupI18n } from '@tavola/i18n/setup';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createConsoleApp } from './app/app';
import { registerServiceWorker } from './app/pwa';
import { initSentry } from './lib/sentry';

void initSentry();

// The remembered language is loaded before the first render, so texts never flash in English.
setupI18n().finally(() => {
  const app = createConsoleApp();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App {...app} />
    </StrictMode>,
  );
  if (import.meta.env.PROD) registerServiceWorker();
});
