// Starts the console on a page drawn at build time (the sign-in pages,
// scripts/prerender-sign-in-pages.mjs) once that page is on the glass: its scripts then do not share
// a weak signal with the style sheet and fonts its first paint needs. The drawn page names the app's
// entry and the modules to fetch beside it on this script's element.
(() => {
  const element = document.currentScript;
  const entry = element.dataset.entry;
  const preloads = (element.dataset.preloads || '').split(' ').filter(Boolean);
  const start = () => {
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // the frame after this one: the page has been painted by then
  requestAnimationFrame(() => setTimeout(start, 0));
})();
