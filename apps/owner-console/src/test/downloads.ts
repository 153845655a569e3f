import { afterEach, beforeEach, vi } from 'vitest';

/** A file the console handed to the browser to save (src/lib/save-file.ts). */
export interface Download {
  name: string;
  data: Blob | string;
}

/**
 * Records, for each test of the file that calls it, the files the page offers as downloads: the
 * browser's saving is the one thing not run for real, so the test reads what would be saved from
 * the link the page clicks. jsdom has no object URLs; they are made here for the test's length.
 */
export function recordDownloads(): Download[] {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  const { createObjectURL, revokeObjectURL } = URL;

  beforeEach(() => {
    downloads.length = 0;
    blobs.clear();
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob as Blob);
      return url;
    };
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (this.download) downloads.push({ name: this.download, data: blobs.get(this.href) ?? this.href });
    });
  });
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  return downloads;
}
