import '@testing-library/jest-dom/vitest';
import '@tavola/ui/testing/jsdom-browser-apis';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, inject, vi } from 'vitest';

// Before any console module reads it: the console's client talks to the fake API of global-setup.
vi.stubEnv('VITE_API_URL', inject('apiUrl'));

// The machine may be busy (2 cores shared by parallel test files): wait for what the user would
// see generously instead of Testing Library's default 1 s, which fails screens that are merely slow.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
