/**
 * A local push service for tests and benchmarks. No real push service (FCM, Mozilla, Apple) can be
 * reached from here, so this one plays the part a real one does in front of the browser: it hands
 * out subscriptions whose keys it holds, checks each request's VAPID authorization (RFC 8292),
 * decrypts the payload as the browser would (RFC 8291 over RFC 8188's aes128gcm), and records what
 * arrived. It answers 201 like the real services, or what a test tells it to (410: the device is
 * gone). Plain HTTP on 127.0.0.1: the API accepts it only with PUSH_ALLOW_LOCAL_ENDPOINTS.
 */
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PushMessage {
  /** the subscription's id in this endpoint (its path) */
  subscription: string;
  /** the decrypted payload as text (our server sends JSON) */
  text: string;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** the VAPID claims the sender signed */
  vapid: { subject: string; audience: string; publicKey: string };
  receivedAt: number;
}

export interface LocalSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface Held {
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  auth: Buffer;
  /** what to answer instead of 201 */
  status?: number;
}

/** RFC 8188 section 2: one record, the last, ends with the delimiter 2 and optional zero padding. */
function unpad(record: Buffer): Buffer {
  let end = record.length - 1;
  while (end >= 0 && record[end] === 0) end--;
  if (end < 0 || record[end] !== 2) throw new Error('no final-record delimiter');
  return record.subarray(0, end);
}

/**
 * Decrypts an aes128gcm push message body for the device holding `ecdh` (its private key),
 * `publicKey` and `auth` (RFC 8291 section 3.4 and RFC 8188 section 2). Throws when the
 * message was not encrypted for this device.
 */
export function decryptPushMessage(
  body: Buffer,
  device: { ecdh: ReturnType<typeof createECDH>; publicKey: Buffer; auth: Buffer },
): Buffer {
  // the header: salt (16) | record size (4) | key id length (1) | key id (the sender's public key)
  if (body.length < 21) throw new Error('body shorter than its header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65 || ciphertext.length > recordSize || ciphertext.length < 17) {
    throw new Error('not one aes128gcm record for a P-256 sender');
  }
  const sharedSecret = device.ecdh.computeSecret(senderPublicKey);
  // RFC 8291 3.3: IKM = HKDF(auth, ecdh secret, "WebPush: info" 0 ua_public as_public, 32)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, senderPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, device.auth, keyInfo, 32));
  // RFC 8188 2.2 and 2.3: the content key and the nonce from the salt
  const prk = createHmac('sha256', salt).update(ikm).digest();
  const expand = (info: string, length: number) =>
    createHmac('sha256', prk)
      .update(Buffer.concat([Buffer.from(info), Buffer.from([1])]))
      .digest()
      .subarray(0, length);
  const key = expand('Content-Encoding: aes128gcm\0', 16);
  const nonce = expand('Content-Encoding: nonce\0', 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const record = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  return unpad(record);
}

/** The `vapid t=…, k=…` authorization (RFC 8292 section 3): checked, and its claims returned. */
export function verifyVapid(header: string | undefined, endpointOrigin: string, nowMs: number) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error('no vapid authorization');
  const [, token = '', key = ''] = match;
  const [head = '', claims = '', signature = ''] = token.split('.');
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header64.alg !== 'ES256') throw new Error('not ES256');
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not a P-256 point');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('bad signature');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (body.aud !== endpointOrigin) throw new Error(`audience ${body.aud} is not ${endpointOrigin}`);
  const seconds = nowMs / 1000;
  // RFC 8292 2: no more than 24 hours ahead
  if (typeof body.exp !== 'number' || body.exp < seconds || body.exp > seconds + 24 * 3600 + 60) {
    throw new Error('expired or too far ahead');
  }
  if (typeof body.sub !== 'string' || !/^(mailto:|https:)/.test(body.sub)) throw new Error('bad subject');
  return { subject: body.sub, audience: body.aud, publicKey: key };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export interface LocalPushService {
  origin: string;
  /** a new device's subscription, as PushSubscription.toJSON() gives it */
  subscribe(): LocalSubscription;
  /** every message received, in order */
  readonly messages: PushMessage[];
  /** requests refused (bad authorization, undecryptable body), with why */
  readonly refusals: string[];
  /** Resolves with the first message (already received or to come) that `match` accepts. */
  next(match: (message: PushMessage) => boolean, timeoutMs?: number): Promise<PushMessage>;
  /** answer this status to the subscription's requests from now on (410: the device is gone) */
  answer(endpoint: string, status: number): void;
  close(): Promise<void>;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const devices = new Map<string, Held>();
  const messages: PushMessage[] = [];
  const refusals: string[] = [];
  const waiting = new Set<() => void>();
  let origin = '';

  const server: Server = createServer((request, response) => {
    void (async () => {
      const id = /^\/push\/([A-Za-z0-9_-]+)$/.exec(request.url ?? '')?.[1];
      const device = id ? devices.get(id) : undefined;
      if (request.method !== 'POST' || !id || !device) {
        response.writeHead(404).end();
        return;
      }
      const body = await readBody(request);
      if (device.status) {
        response.writeHead(device.status).end();
        return;
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const ttl = Number(request.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error('no TTL');
        const vapid = verifyVapid(request.headers.authorization, origin, Date.now());
        const text = decryptPushMessage(body, device).toString('utf8');
        messages.push({
          subscription: id,
          text,
          ttl,
          urgency: request.headers.urgency as string | undefined,
          topic: request.headers.topic as string | undefined,
          vapid,
          receivedAt: Date.now(),
        });
        for (const wake of waiting) wake();
        response.writeHead(201, { location: `${origin}/message/${messages.length}` }).end();
      } catch (error) {
        refusals.push(error instanceof Error ? error.message : String(error));
        response.writeHead(400).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    messages,
    refusals,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(12).toString('base64url');
      devices.set(id, { ecdh, publicKey, auth });
      return {
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    next(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no matching push within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        if (!check()) waiting.add(check);
      });
    },
    answer(endpoint, status) {
      const id = endpoint.split('/').pop() ?? '';
      const device = devices.get(id);
      if (device) device.status = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
