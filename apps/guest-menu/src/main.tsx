import '@tavola/ui/fonts';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ComingSoon } from './coming-soon';
import { matchGuestRoute } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <ComingSoon route={matchGuestRoute(window.location.pathname)} />
  </StrictMode>,
);
