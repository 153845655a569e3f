/**
 * Sessions: random 256-bit bearer tokens, stored as sha-256 hashes, with an idle expiry (renewed by
 * use) and an absolute one. plugins/auth.ts decorates the app with the service and `authenticate`,
 * the contract's `bearerAuth` security handler.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '#db/client.ts';
import { sessions, users } from '#db/schema.ts';
import type { Clock } from '#lib/clock.ts';
import { hashToken, newToken } from '#lib/tokens.ts';

export interface AuthContext {
  sessionId: number;
  userId: number;
  isAdmin: boolean;
}

const MINUTE = 60_000;
/** last_used_at is written at most this often, so reads do not turn into writes */
const TOUCH_INTERVAL_MS = MINUTE;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly idleMs: number,
    private readonly absoluteMs: number,
  ) {}

  /** Starts a session; `expiresAt` is when it ends if left unused. */
  async create(userId: number, tx: DbOrTx = this.db): Promise<{ token: string; expiresAt: Date }> {
    const now = this.clock.now();
    const token = newToken();
    const absolute = new Date(now.getTime() + this.absoluteMs);
    await tx.insert(sessions).values({
      tokenHash: hashToken(token),
      userId,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: absolute,
    });
    return { token, expiresAt: new Date(Math.min(now.getTime() + this.idleMs, absolute.getTime())) };
  }

  /** The session of a token, or null when unknown, revoked, expired, or the account is closed. */
  async resolve(token: string): Promise<AuthContext | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        userId: sessions.userId,
        lastUsedAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
        isAdmin: users.isAdmin,
        activatedAt: users.activatedAt,
        deletionRequestedAt: users.deletionRequestedAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
    if (!row) return null;
    const now = this.clock.now().getTime();
    if (now >= row.expiresAt.getTime()) return null;
    if (now >= row.lastUsedAt.getTime() + this.idleMs) return null;
    if (!row.activatedAt || row.deletionRequestedAt) return null;
    if (now - row.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
      await this.db
        .update(sessions)
        .set({ lastUsedAt: new Date(now) })
        .where(eq(sessions.id, row.sessionId));
    }
    return { sessionId: row.sessionId, userId: row.userId, isAdmin: row.isAdmin };
  }

  async revoke(sessionId: number): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: this.clock.now() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  async revokeAllOfUser(userId: number, tx: DbOrTx = this.db): Promise<void> {
    await tx
      .update(sessions)
      .set({ revokedAt: this.clock.now() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }
}
