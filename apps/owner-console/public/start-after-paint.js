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
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  // After the first contentful paint has been presented: a timer after the next animation frame can
  // run before the frame reaches the glass, and then the scripts start during the paint (seen in
  // Chromium's traces). Where paint timing is missing, the frame after this one.
  if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      startOnce();
    }).observe({ type: 'paint', buffered: true });
    // a page that never paints (hidden, or its style sheet stuck) still starts
    setTimeout(startOnce, 5000);
  } else {
    requestAnimationFrame(() => setTimeout(startOnce, 0));
  }
})();
