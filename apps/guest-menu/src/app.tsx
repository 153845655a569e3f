import { useCallback, useEffect, useRef, useState } from 'react';
import { NotFound } from './components/not-found';
import { MenuPage } from './features/menu/menu-page';
import { TableMenusPage } from './features/table-menus/table-menus-page';
import { focusHeadingOnArrival } from './lib/heading-focus';
import { interfaceLanguage } from './lib/language';
import { matchGuestRoute } from './routes';

/** The two guest routes, switched by hand: links push (or replace) the address and Back works. */
export function App({ initialPath }: { initialPath: string }) {
  const [path, setPath] = useState(initialPath);
  const pathRef = useRef(path);
  pathRef.current = path;

  useEffect(() => {
    const onPop = () => {
      // a Back that stays on the page (an item's larger view closing) is the page's own business
      if (window.location.pathname === pathRef.current.split(/[?#]/)[0]) return;
      focusHeadingOnArrival();
      setPath(window.location.pathname);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = useCallback((href: string, options?: { replace?: boolean }) => {
    if (options?.replace) window.history.replaceState(null, '', href);
    else window.history.pushState(null, '', href);
    window.scrollTo(0, 0);
    focusHeadingOnArrival();
    setPath(href);
  }, []);

  const route = matchGuestRoute(path);
  if (route.name === 'table-menus')
    return <TableMenusPage key={path} clubId={route.clubId} tableId={route.tableId} onNavigate={navigate} />;
  if (route.name === 'menu') return <MenuPage key={path} route={route} onNavigate={navigate} />;
  const language = interfaceLanguage(null);
  return <NotFound what="page" lang={language} />;
}
