/**
 * Links that open the right app on a guest's phone for each club contact: the dialler, the mail
 * app, WhatsApp, the maps app, the browser. Each returns null for a value it cannot turn into a
 * safe link (only tel:, mailto: and https:/http: ever come out, never javascript: or data:).
 */

function clean(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** `tel:` with the digits and a leading plus kept, so any dialler understands it. */
export function phoneHref(phone: string | null | undefined): string | null {
  const text = clean(phone);
  const international = text.startsWith('+') || text.startsWith('00');
  let digits = text.replace(/\D/g, '');
  if (text.startsWith('00')) digits = digits.slice(2);
  return digits ? `tel:${international ? '+' : ''}${digits}` : null;
}

/** `https://wa.me/<digits>`: WhatsApp's click-to-chat link wants the number without plus or spaces. */
export function whatsappHref(number: string | null | undefined): string | null {
  const text = clean(number);
  let digits = text.replace(/\D/g, '');
  if (text.startsWith('00')) digits = digits.slice(2);
  return digits ? `https://wa.me/${digits}` : null;
}

export function emailHref(email: string | null | undefined): string | null {
  const text = clean(email);
  return /^[^\s@]+@[^\s@]+$/.test(text) ? `mailto:${text}` : null;
}

/** A maps search for the address: opens the maps app on phones and the maps site elsewhere. */
export function mapHref(address: string | null | undefined): string | null {
  const text = clean(address);
  return text ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(text)}` : null;
}

/** An http(s) address as given, or with `https://` in front of a bare host name. */
export function webHref(address: string | null | undefined): string | null {
  const text = clean(address);
  if (!text || /\s/.test(text)) return null;
  if (/^https?:\/\//i.test(text)) return text;
  // anything else with a scheme (javascript:, data:, ftp:) is refused
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return null;
  return /^[^/?#.]+(\.[^/?#.]+)+([/?#].*)?$/.test(text) ? `https://${text}` : null;
}

/** A full address, or a user name (with or without @) on the given social site. */
function socialHref(value: string | null | undefined, site: string): string | null {
  const text = clean(value);
  const match = /^(@?)([A-Za-z0-9._-]+)$/.exec(text);
  // "@trattoria.demo" is a user name; "trattoria.demo" without the @ may be a web address
  if (match?.[2] && (match[1] === '@' || !match[2].includes('.'))) return `https://${site}/${match[2]}`;
  return webHref(text);
}

export function instagramHref(value: string | null | undefined): string | null {
  return socialHref(value, 'instagram.com');
}

export function facebookHref(value: string | null | undefined): string | null {
  return socialHref(value, 'facebook.com');
}
