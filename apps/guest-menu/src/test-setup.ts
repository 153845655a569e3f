import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { writeWaitingCopies } from './lib/saved-copies';

afterEach(() => {
  cleanup();
  // a copy still waiting for its task is written first, so that no test sees the one before's
  writeWaitingCopies();
  localStorage.clear();
});
