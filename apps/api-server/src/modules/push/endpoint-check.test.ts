/** Push endpoints the server refuses to post to: the server must not reach hosts inside its network. */
import { describe, expect, it } from 'vitest';
import { endpointRefusal, guardedLookup, isPublicAddress } from './endpoint-check.ts';

/** a resolver for names on the internet, which this machine cannot ask */
const resolvesTo =
  (addresses: string[]) =>
  async (_name: string): Promise<string[]> =>
    addresses;
const strict = { allowLocal: false, resolve: resolvesTo(['142.250.180.10']) };

describe('push endpoints', () => {
  it('accepts an https address of a public push service', async () => {
    expect(await endpointRefusal('https://fcm.googleapis.com/fcm/send/abc:def', strict)).toBeNull();
    expect(await endpointRefusal('https://8.8.8.8/push/1', strict)).toBeNull();
    expect(await endpointRefusal('https://[2001:4860:4860::8888]/push/1', strict)).toBeNull();
  });

  it.each([
    ['plain http', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['another scheme', 'ftp://fcm.googleapis.com/x'],
    ['not a URL', 'fcm.googleapis.com/fcm/send/abc'],
    ['credentials', 'https://user:secret@fcm.googleapis.com/x'],
    ['loopback', 'https://127.0.0.1/x'],
    ['loopback, spelt as a number', 'https://2130706433/x'],
    ['loopback, IPv6', 'https://[::1]/x'],
    ['IPv4 inside IPv6', 'https://[::ffff:10.0.0.1]/x'],
    ['a private network', 'https://10.1.2.3/x'],
    ['a private network, 192.168', 'https://192.168.1.1:8443/x'],
    ['link-local (cloud metadata)', 'https://169.254.169.254/latest/meta-data'],
    ['carrier-grade NAT', 'https://100.64.0.1/x'],
    ['unique local IPv6', 'https://[fd00::1]/x'],
    ['the unspecified address', 'https://0.0.0.0/x'],
    ['localhost', 'https://localhost/x'],
    ['a name under localhost', 'https://push.localhost/x'],
    ['a name without a dot', 'https://intranet/x'],
  ])('refuses %s', async (_why, endpoint) => {
    expect(await endpointRefusal(endpoint, strict)).not.toBeNull();
  });

  it('refuses a name that resolves to a private address, or to none', async () => {
    const rules = (addresses: string[]) => ({ allowLocal: false, resolve: resolvesTo(addresses) });
    expect(await endpointRefusal('https://push.example.com/x', rules(['10.0.0.5']))).toBe(
      'the name resolves to a private address',
    );
    // one private address among public ones is enough to refuse: the connection may pick it
    expect(
      await endpointRefusal('https://push.example.com/x', rules(['8.8.8.8', '192.168.0.2'])),
    ).not.toBeNull();
    expect(await endpointRefusal('https://push.example.com/x', rules([]))).toBe('the name does not resolve');
    const failing = { allowLocal: false, resolve: () => Promise.reject(new Error('ENOTFOUND')) };
    expect(await endpointRefusal('https://push.example.com/x', failing)).toBe('the name does not resolve');
  });

  it('lets loopback in only when the local endpoints are allowed (development and tests)', async () => {
    const local = { allowLocal: true };
    expect(await endpointRefusal('http://127.0.0.1:4100/push/a', local)).toBeNull();
    expect(await endpointRefusal('http://localhost:4100/push/a', local)).toBeNull();
    // still nothing private beyond the machine itself, and no plain http elsewhere
    expect(await endpointRefusal('https://10.0.0.1/push/a', local)).not.toBeNull();
    expect(await endpointRefusal('http://8.8.8.8/push/a', local)).not.toBeNull();
  });

  it('judges addresses by their range', () => {
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
    expect(isPublicAddress('172.16.0.1')).toBe(false);
    expect(isPublicAddress('fe80::1')).toBe(false);
    expect(isPublicAddress('not an address')).toBe(false);
  });

  it('refuses, at connection time, a name that resolves to loopback', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      guardedLookup('localhost', { all: true }, (failure) => resolve(failure)),
    );
    expect(error?.code).toBe('EPUSHADDRESS');
  });
});
