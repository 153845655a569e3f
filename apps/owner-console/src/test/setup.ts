import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import '@tavola/ui/testing/jsdom-browser-apis';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { fakeApi } from './fake-api';
import { FAKE_API_URL } from './fake-http';
import { sendJsdomFormDataWhole } from './jsdom-form-data';

// Before any console module reads it: the console's client talks to the fake API (fake-api.ts).
vi.stubEnv('VITE_API_URL', FAKE_API_URL);

// Requests to other addresses (a test's own local server) go through untouched.
beforeAll(() => {
  sendJsdomFormDataWhole();
  fakeApi.listen({ onUnhandledRequest: 'bypass' });
});
afterEach(() => fakeApi.resetHandlers());
afterAll(() => fakeApi.close());

// The machine may be busy (2 cores shared by parallel test files): wait for what the user would
// see generously instead of Testing Library's default 1 s, which fails screens that are merely slow.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Mantine keeps its notifications in a module, which outlives the test's page and, in a worker
  // that runs several files, the file: one left there would swallow the next notification with
  // the same text (an id is shown once)
  notifications.clean();
  notifications.cleanQueue();
});
