import { describe, expect, it } from 'vitest';
import {
  validateBanner,
  validateBannerDescription,
  validateBannerImage,
  validateBannerPrice,
  validateBannerSubtitle,
  validateBannerTitle,
} from './banner';
import { messages } from './messages';

const text = (length: number) => 'x'.repeat(length);

describe('banner fields', () => {
  it('title: required, 100 characters accepted, 101 rejected', () => {
    expect(validateBannerTitle('')).toBe(messages.bannerTitleRequired);
    expect(validateBannerTitle('  ')).toBe(messages.bannerTitleRequired);
    expect(validateBannerTitle(text(100))).toBeNull();
    expect(validateBannerTitle(text(101))).toBe(messages.bannerTitleTooLong);
  });

  it('subtitle: optional, 255 accepted, 256 rejected', () => {
    expect(validateBannerSubtitle('')).toBeNull();
    expect(validateBannerSubtitle(null)).toBeNull();
    expect(validateBannerSubtitle(text(255))).toBeNull();
    expect(validateBannerSubtitle(text(256))).toBe(messages.bannerSubtitleTooLong);
  });

  it('description: optional, 1000 accepted, 1001 rejected', () => {
    expect(validateBannerDescription(undefined)).toBeNull();
    expect(validateBannerDescription(text(1000))).toBeNull();
    expect(validateBannerDescription(text(1001))).toBe(messages.bannerDescriptionTooLong);
  });

  it('price: required, 45 accepted, 46 rejected', () => {
    expect(validateBannerPrice('')).toBe(messages.bannerPriceRequired);
    expect(validateBannerPrice('12 €')).toBeNull();
    expect(validateBannerPrice(text(45))).toBeNull();
    expect(validateBannerPrice(text(46))).toBe(messages.bannerPriceTooLong);
  });

  it('counts the trimmed text in characters, an emoji as one', () => {
    expect(validateBannerTitle(`  ${text(100)}  `)).toBeNull();
    expect(validateBannerTitle('🍕'.repeat(100))).toBeNull();
    expect(validateBannerTitle('🍕'.repeat(101))).toBe(messages.bannerTitleTooLong);
  });
});

describe('validateBanner', () => {
  it('returns no errors for a valid banner', () => {
    expect(validateBanner({ title: 'Spritz hour', price: '5 €' })).toEqual({});
  });

  it('reports each invalid field', () => {
    expect(
      validateBanner({ title: '', subtitle: text(256), description: text(1001), price: text(46) }),
    ).toEqual({
      title: messages.bannerTitleRequired,
      subtitle: messages.bannerSubtitleTooLong,
      description: messages.bannerDescriptionTooLong,
      price: messages.bannerPriceTooLong,
    });
  });
});

describe('validateBannerImage', () => {
  it('accepts square JPG and PNG images', () => {
    expect(validateBannerImage({ mimeType: 'image/jpeg', width: 800, height: 800 })).toBeNull();
    expect(validateBannerImage({ mimeType: 'image/png', width: 1, height: 1 })).toBeNull();
    expect(validateBannerImage({ mimeType: 'image/jpg', width: 512, height: 512 })).toBeNull();
    expect(validateBannerImage({ mimeType: 'IMAGE/PNG', width: 512, height: 512 })).toBeNull();
  });

  it('rejects other image types', () => {
    for (const mimeType of ['image/webp', 'image/gif', 'image/svg+xml', 'application/pdf', '']) {
      expect(validateBannerImage({ mimeType, width: 800, height: 800 }), mimeType).toBe(
        messages.bannerImageUnsupportedType,
      );
    }
  });

  it('rejects images that are not square', () => {
    expect(validateBannerImage({ mimeType: 'image/jpeg', width: 800, height: 801 })).toBe(
      messages.bannerImageNotSquare,
    );
    expect(validateBannerImage({ mimeType: 'image/png', width: 1920, height: 1080 })).toBe(
      messages.bannerImageNotSquare,
    );
  });

  it('reports the type before the shape', () => {
    expect(validateBannerImage({ mimeType: 'image/webp', width: 1920, height: 1080 })).toBe(
      messages.bannerImageUnsupportedType,
    );
  });

  it('rejects images without usable dimensions', () => {
    expect(validateBannerImage({ mimeType: 'image/png', width: 0, height: 0 })).toBe(
      messages.bannerImageUnreadable,
    );
    expect(validateBannerImage({ mimeType: 'image/png', width: Number.NaN, height: Number.NaN })).toBe(
      messages.bannerImageUnreadable,
    );
  });
});
