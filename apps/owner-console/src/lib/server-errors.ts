import { type Message, messages } from '@tavola/domain/messages';
import { fieldErrors } from '#lib/api-errors.ts';

/**
 * A message's English text. In the console's build a descriptor's `message` is the compiled form
 * (an array of parts, packages/i18n babel-english-texts.ts); a text without placeholders is its
 * parts joined.
 */
function englishText(message: Message): string {
  const text: unknown = message.message;
  if (Array.isArray(text)) return text.every((part) => typeof part === 'string') ? text.join('') : '';
  return typeof text === 'string' ? text : '';
}

const byText = new Map<string, Message>(
  Object.values(messages).map((message) => [englishText(message), message]),
);

/**
 * One of the server's English texts as the domain message it came from, so it shows in the active
 * language; the text itself when it is none of them (e.g. a schema check's "Must NOT have more…").
 */
export function domainMessageOf(text: string): Message | string {
  return byText.get(text) ?? text;
}

/**
 * The field errors of a 400 answer, as domain messages where the server sent one of their texts
 * (they then show in the active language, e.g. the invalid VAT number message), else as sent.
 */
export function serverFieldErrors(error: unknown): Record<string, Message | string> {
  const errors: Record<string, Message | string> = {};
  for (const [field, text] of Object.entries(fieldErrors(error))) errors[field] = domainMessageOf(text);
  return errors;
}
