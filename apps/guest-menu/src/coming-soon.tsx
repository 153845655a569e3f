import { BRAND_COLOR, tavolaPalette } from '@tavola/ui/tokens';
import type { GuestRoute } from './routes';

// The guest menu ships in a later issue; until then a table's QR code lands on this notice.
const texts = {
  en: {
    title: 'Your menu is on its way',
    body: 'Soon, scanning the QR code on your table will open the menu of this venue right here.',
    notFoundTitle: 'No menu at this address',
    notFoundBody: 'Scan the QR code on your table again to open the menu.',
    footer: 'Digital menus by Tavola',
  },
  it: {
    title: 'Il menu sta arrivando',
    body: 'A breve, scansionando il codice QR sul tavolo, il menu di questo locale si aprirà proprio qui.',
    notFoundTitle: 'Nessun menu a questo indirizzo',
    notFoundBody: 'Scansiona di nuovo il codice QR sul tavolo per aprire il menu.',
    footer: 'Menu digitali di Tavola',
  },
} as const;

function guestLanguage(): keyof typeof texts {
  return navigator.language.toLowerCase().startsWith('it') ? 'it' : 'en';
}

export function ComingSoon({ route }: { route: GuestRoute }) {
  const language = guestLanguage();
  const text = texts[language];
  document.documentElement.lang = language;
  const found = route.name !== 'not-found';

  return (
    <main className="page" lang={language} data-route={route.name}>
      <div className="card">
        <svg width="56" height="56" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="8" fill={BRAND_COLOR} />
          <rect x="6" y="9" width="20" height="4.5" rx="2.25" fill="#fff" />
          <rect x="9" y="12" width="3.5" height="12" rx="1.75" fill="#fff" />
          <rect x="19.5" y="12" width="3.5" height="12" rx="1.75" fill="#fff" />
          <circle cx="16" cy="6.5" r="1.6" fill={tavolaPalette[1]} />
        </svg>
        <h1>{found ? text.title : text.notFoundTitle}</h1>
        <p>{found ? text.body : text.notFoundBody}</p>
      </div>
      <footer>{text.footer}</footer>
    </main>
  );
}
