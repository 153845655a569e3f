/**
 * Sessions: random 256-bit bearer tokens, stored as sha-256 hashes, with an idle expiry (renewed by
 * use) and an absolute one. plugins/auth.ts decorates the app with the service and `authenticate`,
 * the contract's `bearerAuth` security handler.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '#db/client.ts';
import { type ClubRole, clubMembers, clubs, sessions, users } from '#db/schema.ts';
import type { Clock } from '#lib/clock.ts';
import { hashToken, newToken } from '#lib/tokens.ts';

export interface AuthContext {
  sessionId: number;
  userId: number;
  isAdmin: boolean;
}

/** What the session's own statement found of the club of the path (modules/clubs/access.ts rules on it). */
export interface ClubFound {
  clubExists: boolean;
  memberRole: ClubRole | null;
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

const SESSION_FIELDS = {
  sessionId: sessions.id,
  userId: sessions.userId,
  lastUsedAt: sessions.lastUsedAt,
  expiresAt: sessions.expiresAt,
  isAdmin: users.isAdmin,
  activatedAt: users.activatedAt,
  deletionRequestedAt: users.deletionRequestedAt,
};

interface SessionRow {
  sessionId: number;
  userId: number;
  lastUsedAt: Date;
  expiresAt: Date;
  isAdmin: boolean;
  activatedAt: Date | null;
  deletionRequestedAt: Date | null;
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
      .select(SESSION_FIELDS)
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
    return row ? this.live(row) : null;
  }

  /**
   * `resolve`, and in the same statement what the path's club is to the session's user: every
   * owner's call under /clubs/{clubId} needs both, and a statement less is a round trip less.
   */
  async resolveWithClub(
    token: string,
    clubId: number,
  ): Promise<{ auth: AuthContext; club: ClubFound } | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const [row] = await this.db
      .select({ ...SESSION_FIELDS, clubExists: clubs.id, memberRole: clubMembers.role })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(clubs, eq(clubs.id, clubId))
      .leftJoin(clubMembers, and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, sessions.userId)))
      .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
    const auth = row ? await this.live(row) : null;
    if (!row || !auth) return null;
    return { auth, club: { clubExists: row.clubExists !== null, memberRole: row.memberRole } };
  }

  /** The session of a row found, if it is still alive (and its last use noted, now and then). */
  private async live(row: SessionRow): Promise<AuthContext | null> {
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
