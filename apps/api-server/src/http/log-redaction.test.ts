import { describe, expect, it } from 'vitest';
import { urlWithoutSecrets } from './log-redaction.ts';

describe('URLs as logged', () => {
  it('masks the tokens of emailed links and the signature of upload addresses', () => {
    expect(urlWithoutSecrets('/api/v1/users/activate?token=abc_DEF-123')).toBe(
      '/api/v1/users/activate?token=[redacted]',
    );
    expect(urlWithoutSecrets('/api/v1/clubs/activate?lang=it&token=xyz&next=1')).toBe(
      '/api/v1/clubs/activate?lang=it&token=[redacted]&next=1',
    );
    expect(urlWithoutSecrets('/login?activate=abc')).toBe('/login?activate=[redacted]');
    expect(urlWithoutSecrets('/api/v1/uploads/AQID.c2lnbmF0dXJl')).toBe('/api/v1/uploads/AQID.[redacted]');
    expect(urlWithoutSecrets('/api/v1/uploads/no-dot-at-all?x=1')).toBe('/api/v1/uploads/[redacted]?x=1');
    // no question mark: a parameter after '&' alone is masked all the same
    expect(urlWithoutSecrets('/api/v1/users/activate&token=abc')).toBe(
      '/api/v1/users/activate&token=[redacted]',
    );
    expect(urlWithoutSecrets('/api/v1/uploads/AQID.sig')).toBe('/api/v1/uploads/AQID.[redacted]');
  });

  it('leaves other addresses as they are', () => {
    for (const url of ['/api/v1/clubs/7/menu?lang=it', '/api/v1/images/0123abcd.png', '/api/v1/login']) {
      expect(urlWithoutSecrets(url)).toBe(url);
    }
  });
});
