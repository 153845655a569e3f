import '@testing-library/jest-dom/vitest';
import './testing/jsdom-browser-apis.ts';
import { i18n } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Source-language texts come from the macros themselves in development builds.
i18n.loadAndActivate({ locale: 'en', messages: {} });

afterEach(() => cleanup());
