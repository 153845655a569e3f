import { BANNER_IMAGE_MIME_TYPES, FIELD_LIMITS } from './limits';
import { collectErrors, type Message, messages, type ValidationErrors } from './messages';
import { limitText, requireText, type TextValue } from './text';

const limits = FIELD_LIMITS.banner;

export function validateBannerTitle(value: TextValue): Message | null {
  return (
    requireText(value, messages.bannerTitleRequired) ??
    limitText(value, limits.title, messages.bannerTitleTooLong)
  );
}

export function validateBannerSubtitle(value: TextValue): Message | null {
  return limitText(value, limits.subtitle, messages.bannerSubtitleTooLong);
}

export function validateBannerDescription(value: TextValue): Message | null {
  return limitText(value, limits.description, messages.bannerDescriptionTooLong);
}

/** The banner price is free text ("12 €", "2 for 15"), required and at most 45 characters. */
export function validateBannerPrice(value: TextValue): Message | null {
  return (
    requireText(value, messages.bannerPriceRequired) ??
    limitText(value, limits.price, messages.bannerPriceTooLong)
  );
}

export type BannerValues = {
  title?: TextValue;
  subtitle?: TextValue;
  description?: TextValue;
  price?: TextValue;
};
export type BannerField = 'title' | 'subtitle' | 'description' | 'price';

export function validateBanner(input: BannerValues): ValidationErrors<BannerField> {
  return collectErrors({
    title: validateBannerTitle(input.title),
    subtitle: validateBannerSubtitle(input.subtitle),
    description: validateBannerDescription(input.description),
    price: validateBannerPrice(input.price),
  });
}

export type BannerImageInfo = { mimeType: string; width: number; height: number };

/** 'image/jpg' is not a registered type, but some systems label JPEG files with it. */
export function isBannerImageType(mimeType: string): boolean {
  const type = mimeType.trim().toLowerCase();
  return type === 'image/jpg' || (BANNER_IMAGE_MIME_TYPES as readonly string[]).includes(type);
}

/**
 * JPG or PNG, and square. The console checks the chosen file (type, and size once decoded);
 * the server checks the uploaded bytes again with the type sniffed from their magic bytes.
 */
export function validateBannerImage({ mimeType, width, height }: BannerImageInfo): Message | null {
  if (!isBannerImageType(mimeType)) return messages.bannerImageUnsupportedType;
  const readable = Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0;
  if (!readable) return messages.bannerImageUnreadable;
  return width === height ? null : messages.bannerImageNotSquare;
}
