import type { TestProject } from 'vitest/node';
import { startFakeApi } from './fake-api';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
  }
}

/** One fake API for the whole run; its answers depend only on the request, so files can share it. */
export default async function setup(project: TestProject) {
  const { url, server } = await startFakeApi();
  project.provide('apiUrl', url);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
