import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { writeWaitingCopies } from './lib/saved-copies';

// The machine may be busy (2 cores shared by parallel test files): a part the page loads on demand
// (the allergen filter, a dish's larger view) may take more than Testing Library's default 1 s to
// arrive; what a guest would see is waited for generously instead.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // a copy still waiting for its task is written first, so that no test sees the one before's
  writeWaitingCopies();
  localStorage.clear();
});
