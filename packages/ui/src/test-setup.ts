import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Mantine reads these browser APIs, which jsdom does not implement.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Source-language texts come from the macros themselves in development builds.
i18n.loadAndActivate({ locale: 'en', messages: {} });

afterEach(() => cleanup());
