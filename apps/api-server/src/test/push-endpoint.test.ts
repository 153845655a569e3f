/**
 * The local push service decrypts as a browser does: checked against the worked example of
 * RFC 8291 (Appendix A), and against what the `web-push` package sends.
 */
import { createECDH } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { decryptPushMessage, type LocalPushService, startLocalPushService } from './push-endpoint.ts';

const b64 = (text: string) => Buffer.from(text, 'base64url');

/** web-push's headers for fetch, which sets the body's length itself */
const headersOf = (details: { headers: Record<string, string | number> }) =>
  Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name !== 'Content-Length')
      .map(([name, value]) => [name, String(value)]),
  );

describe('the local push service', () => {
  it('decrypts the worked example of RFC 8291', () => {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(b64('q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94'));
    expect(ecdh.getPublicKey().toString('base64url')).toBe(
      'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
    );
    const body = b64(
      'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
    );
    const device = { ecdh, publicKey: ecdh.getPublicKey(), auth: b64('BTBZMqHH6r4Tts7J_aSIgg') };
    expect(decryptPushMessage(body, device).toString()).toBe('When I grow up, I want to be a watermelon');
  });

  it('refuses a message encrypted for another device', () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const other = createECDH('prime256v1');
    other.generateKeys();
    const sent = webpush.generateRequestDetails(
      {
        endpoint: 'https://push.example/x',
        keys: { p256dh: other.getPublicKey().toString('base64url'), auth: 'BTBZMqHH6r4Tts7J_aSIgg' },
      },
      'secret',
      { vapidDetails: { subject: 'mailto:a@b.c', ...webpush.generateVAPIDKeys() } },
    );
    const device = { ecdh, publicKey: ecdh.getPublicKey(), auth: b64('BTBZMqHH6r4Tts7J_aSIgg') };
    expect(() => decryptPushMessage(sent.body as Buffer, device)).toThrow();
  });

  describe('over HTTP', () => {
    let service: LocalPushService;
    beforeAll(async () => {
      service = await startLocalPushService();
    });
    afterAll(() => service.close());

    it('accepts what web-push sends, checking its VAPID signature', async () => {
      const subscription = service.subscribe();
      const vapidKeys = webpush.generateVAPIDKeys();
      // web-push's own sendNotification posts over https only: the request it builds is sent here
      const details = webpush.generateRequestDetails(subscription, JSON.stringify({ hello: 'tavola' }), {
        vapidDetails: { subject: 'mailto:team@tavola.local', ...vapidKeys },
        TTL: 60,
        urgency: 'high',
      });
      const response = await fetch(subscription.endpoint, {
        method: 'POST',
        headers: headersOf(details),
        body: details.body as Buffer,
      });
      expect(response.status).toBe(201);
      const message = await service.next((m) => m.text.includes('tavola'));
      expect(JSON.parse(message.text)).toEqual({ hello: 'tavola' });
      expect(message).toMatchObject({ ttl: 60, urgency: 'high' });
      expect(message.vapid).toEqual({
        subject: 'mailto:team@tavola.local',
        audience: service.origin,
        publicKey: vapidKeys.publicKey,
      });
    });

    it('refuses a request signed for another audience, and one without VAPID', async () => {
      const subscription = service.subscribe();
      // signed for the same path on another host: the audience is not this service's origin
      const elsewhere = {
        ...subscription,
        endpoint: subscription.endpoint.replace('127.0.0.1', 'localhost'),
      };
      const details = webpush.generateRequestDetails(elsewhere, 'x', {
        vapidDetails: { subject: 'mailto:team@tavola.local', ...webpush.generateVAPIDKeys() },
      });
      const headers = headersOf(details);
      const wrongAudience = await fetch(subscription.endpoint, {
        method: 'POST',
        headers,
        body: details.body as Buffer,
      });
      expect(wrongAudience.status).toBe(400);
      const { Authorization: _, ...unsigned } = headers;
      const noVapid = await fetch(subscription.endpoint, {
        method: 'POST',
        headers: unsigned,
        body: details.body as Buffer,
      });
      expect(noVapid.status).toBe(400);
      expect(service.refusals.slice(-2)).toEqual([
        expect.stringContaining('audience'),
        'no vapid authorization',
      ]);
    });
  });
});
