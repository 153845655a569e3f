import '@testing-library/jest-dom/vitest';
import '@tavola/ui/testing/jsdom-browser-apis';
import { cleanup } from '@testing-library/react';
import { afterEach, inject, vi } from 'vitest';

// Before any console module reads it: the console's client talks to the fake API of global-setup.
vi.stubEnv('VITE_API_URL', inject('apiUrl'));

afterEach(() => {
  cleanup();
  localStorage.clear();
});
