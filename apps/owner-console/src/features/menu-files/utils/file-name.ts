/** Characters Windows, macOS or Linux refuse in a file name, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

/** A file name has room for this many characters of the menu's name (menu names are shorter). */
const MAX_NAME_CHARACTERS = 100;

/**
 * `<menu name>.<extension>`, or `<menu name> (<language>).<extension>` for a file in one language
 * (the PDF: its French and its Italian copy must not overwrite each other in the downloads), as a
 * file name every system accepts: a menu may be called "Food / Drinks", which would otherwise be cut
 * at the slash or refused. The server names its attachment the same way (menus/pdf/print-menu.ts).
 */
export function menuFileName(menuName: string, extension: 'pdf' | 'xlsx', language?: string | null): string {
  const cleaned = menuName
    .replace(UNSAFE, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '');
  // cut by code points, so an emoji is never split in half
  const safe = [...cleaned].slice(0, MAX_NAME_CHARACTERS).join('').trim();
  const suffix = language ? ` (${language.replace(/[^A-Za-z-]/g, '')})` : '';
  return `${safe || 'menu'}${suffix}.${extension}`;
}
