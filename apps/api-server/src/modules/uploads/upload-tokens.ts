/**
 * Signed upload tokens: the credential of an upload address (`PUT /uploads/{token}` carries no
 * bearer). A token names one target (e.g. the logo of club 7), the user it was issued to and an
 * expiry, and is signed with HMAC-SHA256 under UPLOAD_SECRET, so several API processes that share
 * the secret accept each other's addresses and nothing is kept in memory or in the database.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What an upload is for. */
export type UploadTarget =
  | { kind: 'club-logo'; clubId: number }
  | { kind: 'menu-logo'; clubId: number; menuId: number }
  | { kind: 'menu-banner'; clubId: number; menuId: number }
  | { kind: 'item-photo'; clubId: number; itemId: number };
export type UploadTargetKind = UploadTarget['kind'];

export interface UploadClaims {
  target: UploadTarget;
  /** the user the address was issued to; checked again when the image arrives */
  userId: number;
  /** expiry, milliseconds since the epoch */
  expiresAt: number;
}

/** How long an upload address stays valid. */
export const UPLOAD_TOKEN_TTL_MS = 5 * 60_000;

const VERSION = 1;
/** bytes of the HMAC kept: 128 bits, as many as a forger would have to guess */
const SIGNATURE_BYTES = 16;
const KIND_CODES: Record<UploadTargetKind, number> = {
  'club-logo': 1,
  'menu-banner': 2,
  'menu-logo': 3,
  'item-photo': 4,
};

/*
 * Compact binary claims (the token is a URL path segment, and short addresses read better in logs):
 *   version u8 | kind u8 | user id u32 | expiry, seconds since the epoch, u32 | nonce u32 | target ids
 */
const HEADER_BYTES = 14;

function sign(secret: string, payload: Buffer): Buffer {
  return createHmac('sha256', secret)
    .update('tavola.upload')
    .update(payload)
    .digest()
    .subarray(0, SIGNATURE_BYTES);
}

function targetIds(target: UploadTarget): number[] {
  switch (target.kind) {
    case 'club-logo':
      return [target.clubId];
    case 'menu-logo':
    case 'menu-banner':
      return [target.clubId, target.menuId];
    case 'item-photo':
      return [target.clubId, target.itemId];
  }
}

export function signUploadToken(secret: string, claims: UploadClaims): string {
  const ids = targetIds(claims.target);
  const payload = Buffer.alloc(HEADER_BYTES + 4 * ids.length);
  payload.writeUInt8(VERSION, 0);
  payload.writeUInt8(KIND_CODES[claims.target.kind], 1);
  payload.writeUInt32BE(claims.userId, 2);
  payload.writeUInt32BE(Math.ceil(claims.expiresAt / 1000), 6);
  // two addresses issued in the same second still differ
  randomBytes(4).copy(payload, 10);
  ids.forEach((id, index) => {
    payload.writeUInt32BE(id, HEADER_BYTES + 4 * index);
  });
  return `${payload.toString('base64url')}.${sign(secret, payload).toString('base64url')}`;
}

function parseTarget(kindCode: number, ids: number[]): UploadTarget | null {
  const [first] = ids;
  if (kindCode === KIND_CODES['club-logo'] && ids.length === 1 && first) {
    return { kind: 'club-logo', clubId: first };
  }
  const [, second] = ids;
  if (kindCode === KIND_CODES['menu-logo'] && ids.length === 2 && first && second) {
    return { kind: 'menu-logo', clubId: first, menuId: second };
  }
  if (kindCode === KIND_CODES['menu-banner'] && ids.length === 2 && first && second) {
    return { kind: 'menu-banner', clubId: first, menuId: second };
  }
  if (kindCode === KIND_CODES['item-photo'] && ids.length === 2 && first && second) {
    return { kind: 'item-photo', clubId: first, itemId: second };
  }
  return null;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The claims of a valid, unexpired token; null for anything else (tampered, expired, garbage). */
export function verifyUploadToken(secret: string, token: string, now: Date): UploadClaims | null {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [encodedPayload = '', encodedSignature = ''] = parts;
  if (!BASE64URL.test(encodedPayload) || !BASE64URL.test(encodedSignature)) return null;
  const payload = Buffer.from(encodedPayload, 'base64url');
  const given = Buffer.from(encodedSignature, 'base64url');
  // a canonical encoding only: no second spelling of the same token
  if (payload.toString('base64url') !== encodedPayload || given.toString('base64url') !== encodedSignature) {
    return null;
  }
  if (given.length !== SIGNATURE_BYTES || !timingSafeEqual(given, sign(secret, payload))) return null;
  if (payload.length < HEADER_BYTES || (payload.length - HEADER_BYTES) % 4 !== 0) return null;
  if (payload.readUInt8(0) !== VERSION) return null;

  const ids: number[] = [];
  for (let offset = HEADER_BYTES; offset < payload.length; offset += 4)
    ids.push(payload.readUInt32BE(offset));
  const target = parseTarget(payload.readUInt8(1), ids);
  const userId = payload.readUInt32BE(2);
  const expiresAt = payload.readUInt32BE(6) * 1000;
  if (!target || userId === 0 || expiresAt <= now.getTime()) return null;
  return { target, userId, expiresAt };
}
