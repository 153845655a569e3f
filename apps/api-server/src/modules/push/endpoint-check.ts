/**
 * Which push endpoints the server will POST to. A browser's endpoint is an https address of its
 * push service (fcm.googleapis.com, updates.push.services.mozilla.com, web.push.apple.com…), but
 * the address comes from the client: without these checks a member could make the server send
 * requests to hosts inside its network (server-side request forgery). So an endpoint must be
 * https, carry no credentials, and name a host whose every address is public; and the connection
 * itself checks the addresses again as it resolves them (`guardedLookup`), so a name that resolves
 * to a public address at subscription and a private one later (DNS rebinding) is still refused.
 *
 * PUSH_ALLOW_LOCAL_ENDPOINTS (development and tests only) also lets loopback addresses in, over
 * http: the local push endpoint the tests decrypt with (src/test/push-endpoint.ts).
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Only addresses that route on the internet; private, loopback, link-local, reserved… are refused. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // an IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

function isLoopback(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
}

/** host of a URL without IPv6 brackets */
export function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

export type Resolve = (hostname: string) => Promise<string[]>;

const RESOLVE_TIMEOUT_MS = 3_000;

/** Every address the system resolver gives for a name, or a refusal after RESOLVE_TIMEOUT_MS. */
export const resolveAll: Resolve = (hostname) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('lookup timed out')), RESOLVE_TIMEOUT_MS);
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(addresses.map((entry) => entry.address));
    });
  });

export interface EndpointRules {
  /** loopback endpoints over http or https (development and tests) */
  allowLocal: boolean;
  resolve?: Resolve;
}

export const ENDPOINT_REFUSED_MESSAGE =
  'This push address is not accepted: it must be an https address of a public push service.';

/**
 * Null when the server may send to `endpoint`, else why not (for the log; the client gets
 * ENDPOINT_REFUSED_MESSAGE).
 */
export async function endpointRefusal(endpoint: string, rules: EndpointRules): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  if (url.username || url.password) return 'credentials in the URL';
  const host = bareHost(url);
  const local = rules.allowLocal && (isLoopback(host) || host === 'localhost');
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) return 'not https';
  if (local) return null;
  if (isIP(host)) return isPublicAddress(host) ? null : 'not a public address';
  const name = host.toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost') || !name.includes('.')) return 'not a public name';
  let addresses: string[];
  try {
    addresses = await (rules.resolve ?? resolveAll)(name);
  } catch {
    return 'the name does not resolve';
  }
  if (addresses.length === 0) return 'the name does not resolve';
  return addresses.every(isPublicAddress) ? null : 'the name resolves to a private address';
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for the sockets that deliver pushes: the system's, refusing every answer that holds
 * a non-public address. Answers in the form the caller asked for (one address, or all of them).
 */
export function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0) {
      const denied: NodeJS.ErrnoException = new Error(
        `push endpoint ${hostname} resolves to a non-public address`,
      );
      denied.code = 'EPUSHADDRESS';
      return callback(denied, []);
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses as [LookupAddress];
    callback(null, first.address, first.family);
  });
}
