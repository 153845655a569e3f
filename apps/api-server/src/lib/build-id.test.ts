import { describe, expect, it } from 'vitest';
import { readBuildId } from './build-id.ts';

describe('readBuildId', () => {
  it('is "source" for code run from src/, which has no build-id beside it', () => {
    expect(readBuildId()).toBe('source');
  });
});
