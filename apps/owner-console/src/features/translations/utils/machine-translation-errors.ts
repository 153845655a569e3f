import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What each refusal of `machineTranslateMenu` means to an owner, and what to do. The provider's own
 * words (DeepL's) never reach the screen: they are technical and in English.
 */
export const MACHINE_TRANSLATION_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  machine_translation_not_configured: msg`Machine drafts are not available on this server. You can still translate every text by hand.`,
  translation_quota_exceeded: msg`The machine translation quota is used up, so no drafts were made. Translate by hand, or try again when the quota renews.`,
  translation_rate_limited: msg`The translation service is busy right now, so no drafts were made. Wait a minute and try again.`,
  translation_unreachable: msg`The translation service could not be reached, so no drafts were made. Check the connection and try again.`,
  translation_failed: msg`The translation service refused the texts, so no drafts were made. Try again later, or translate by hand.`,
};

export const MACHINE_TRANSLATION_FALLBACK = msg`No drafts were made. There was an error, please try again later.`;
