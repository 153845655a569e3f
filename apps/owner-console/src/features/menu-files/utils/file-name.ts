/** Characters Windows, macOS or Linux refuse in a file name, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

/**
 * `<menu name>.<extension>` as a file name every system accepts: a menu may be called
 * "Food / Drinks", which would otherwise be cut at the slash or refused.
 */
export function menuFileName(menuName: string, extension: 'pdf' | 'xlsx'): string {
  const safe = menuName
    .replace(UNSAFE, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '');
  return `${safe || 'menu'}.${extension}`;
}
