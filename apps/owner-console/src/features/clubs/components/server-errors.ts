import { type Message, messages } from '@tavola/domain/messages';
import { fieldErrors } from '#lib/api-errors.ts';

const byText = new Map<string, Message>(Object.values(messages).map((message) => [message.message, message]));

/**
 * The field errors of a 400 answer, as domain messages where the server sent one of their texts
 * (they then show in the active language, e.g. the invalid VAT number message), else as sent.
 */
export function serverFieldErrors(error: unknown): Record<string, Message | string> {
  const errors: Record<string, Message | string> = {};
  for (const [field, text] of Object.entries(fieldErrors(error))) errors[field] = byText.get(text) ?? text;
  return errors;
}
