import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES, imageMessages, validateImageFile } from './image';

describe('validateImageFile', () => {
  it('accepts JPG and PNG files up to the size limit', () => {
    expect(validateImageFile({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(validateImageFile({ type: 'image/jpg', size: 1000 })).toBeNull();
    expect(validateImageFile({ type: 'IMAGE/PNG', size: IMAGE_UPLOAD_MAX_BYTES })).toBeNull();
  });

  it('refuses other types with the unsupported-image-type message', () => {
    for (const type of ['image/gif', 'image/webp', 'text/plain', 'application/pdf', '']) {
      expect(validateImageFile({ type, size: 10 })).toBe(imageMessages.unsupportedType);
    }
    expect(imageMessages.unsupportedType.message).toBe('Unsupported image type: choose a JPG or PNG image');
  });

  it('refuses a file over the size limit', () => {
    expect(validateImageFile({ type: 'image/png', size: IMAGE_UPLOAD_MAX_BYTES + 1 })).toBe(
      imageMessages.tooLarge,
    );
  });
});
