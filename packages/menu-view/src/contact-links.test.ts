import { describe, expect, it } from 'vitest';
import {
  emailHref,
  facebookHref,
  instagramHref,
  mapHref,
  phoneHref,
  webHref,
  whatsappHref,
} from './contact-links';

describe('contact links', () => {
  it('dials a phone number with its international prefix', () => {
    expect(phoneHref('+39 06 1234 5678')).toBe('tel:+390612345678');
    expect(phoneHref('0039 06-1234-5678')).toBe('tel:+390612345678');
    expect(phoneHref('06 1234 5678')).toBe('tel:0612345678');
    expect(phoneHref('   ')).toBeNull();
    expect(phoneHref(null)).toBeNull();
  });

  it('opens WhatsApp with the digits only', () => {
    expect(whatsappHref('+39 333 123 4567')).toBe('https://wa.me/393331234567');
    expect(whatsappHref('0039 333 1234567')).toBe('https://wa.me/393331234567');
    expect(whatsappHref('')).toBeNull();
  });

  it('writes mail to a well-formed address only', () => {
    expect(emailHref(' info@trattoria.it ')).toBe('mailto:info@trattoria.it');
    expect(emailHref('not an address')).toBeNull();
  });

  it('searches the address in the maps app', () => {
    expect(mapHref('Via Roma 1, Roma')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Via%20Roma%201%2C%20Roma',
    );
    expect(mapHref(undefined)).toBeNull();
  });

  it('opens web addresses, adding https to a bare host, and refuses other schemes', () => {
    expect(webHref('https://trattoria.it/menu')).toBe('https://trattoria.it/menu');
    expect(webHref('http://trattoria.it')).toBe('http://trattoria.it');
    expect(webHref('www.trattoria.it')).toBe('https://www.trattoria.it');
    expect(webHref('javascript:alert(1)')).toBeNull();
    expect(webHref('data:text/html,hi')).toBeNull();
    expect(webHref('trattoria')).toBeNull();
    expect(webHref('https://a b.it')).toBeNull();
  });

  it('accepts a social profile as an address or a user name', () => {
    expect(instagramHref('https://instagram.com/trattoria')).toBe('https://instagram.com/trattoria');
    expect(instagramHref('@trattoria.demo')).toBe('https://instagram.com/trattoria.demo');
    expect(instagramHref('trattoria')).toBe('https://instagram.com/trattoria');
    expect(facebookHref('trattoriademo')).toBe('https://facebook.com/trattoriademo');
    expect(facebookHref('javascript:alert(1)')).toBeNull();
  });
});
