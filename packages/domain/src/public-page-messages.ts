// The texts of a public page address's problems, apart from the rules (public-page.ts): the guest
// app uses the rules' paths and must not carry the domain's catalogue of messages.
import { type Message, messages } from './messages';
import type { SlugProblem } from './public-page';

/** What each problem says (the server sends its English text in the error's details). */
export const SLUG_MESSAGES: Readonly<Record<SlugProblem, Message>> = {
  empty: messages.slugEmpty,
  too_short: messages.slugTooShort,
  too_long: messages.slugTooLong,
  characters: messages.slugCharacters,
  reserved: messages.slugReserved,
};
