import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/harness.ts';
import { statementsOf } from '#test/statements.ts';

describe("the session and the path's club, found together", () => {
  const t = useTestApp();

  it("finds a member's role, and nothing of a club that is not theirs or does not exist", async () => {
    const token = await t.signIn(t.demo.user);
    const sessions = t.app.sessions;
    expect(await sessions.resolveWithClub(token, t.demo.clubId)).toMatchObject({
      auth: { userId: t.demo.user.id, isAdmin: false },
      club: { clubExists: true, memberRole: 'owner' },
    });
    const stranger = await t.createUser();
    const strangersToken = await t.signIn(stranger);
    expect(await sessions.resolveWithClub(strangersToken, t.demo.clubId)).toMatchObject({
      auth: { userId: stranger.id },
      club: { clubExists: true, memberRole: null },
    });
    expect(await sessions.resolveWithClub(token, 2_147_483_647)).toMatchObject({
      club: { clubExists: false, memberRole: null },
    });
    // no session: nothing at all, whatever the club
    expect(await sessions.resolveWithClub('x'.repeat(43), t.demo.clubId)).toBeNull();
  });

  it("answers an owner's call under /clubs/{clubId} with one statement for the session and the club", async () => {
    const token = await t.signIn(t.demo.user);
    // the session's last use is written at most once a minute: this first call may write it
    await t.call('getClub', { token, params: { clubId: t.demo.clubId } });
    const withClub = await statementsOf(t.database, t.app.db, () =>
      t.app.sessions.resolveWithClub(token, t.demo.clubId),
    );
    expect(withClub).toEqual(['query']);
    // a whole call: the session with the club, then the zones (no second look at the access)
    const call = await statementsOf(t.database, t.app.db, async () => {
      const response = await t.call('listZones', { token, params: { clubId: t.demo.clubId } });
      expect(response.statusCode).toBe(200);
    });
    expect(call).toEqual(['query', 'query']);
  });
});
