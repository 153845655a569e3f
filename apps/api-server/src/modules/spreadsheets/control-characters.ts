/**
 * Control characters (C0 and C1, DEL) other than tab and line breaks: invisible, never typed on
 * purpose, and most of them cannot even be written in an .xlsx's XML. The import refuses a cell
 * holding one (the domain's `hasControlCharacters`); the export and file names drop them.
 */
import { CONTROL_CHARACTER } from '@tavola/domain/text';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** The text without control characters; with `keepLineBreaks`, tabs and line breaks stay. */
export function withoutControlCharacters(text: string, keepLineBreaks = false): string {
  return keepLineBreaks
    ? text.replace(new RegExp(CONTROL_CHARACTER.source, 'g'), '')
    : text.replace(CONTROL_CHARACTERS, '');
}
