import { unauthenticated } from '#errors.ts';
import { later } from '#http/later.ts';
import type { Handlers } from '#http/types.ts';
import { listOwnedClubs } from './queries.ts';

export const clubHandlers: Handlers<
  | 'listOwnedClubs'
  | 'activateClub'
  | 'createClub'
  | 'getClub'
  | 'updateClub'
  | 'updateClubSettings'
  | 'promoteBrandedItems'
> = {
  async listOwnedClubs(request) {
    const auth = request.auth;
    if (!auth) throw unauthenticated();
    return { status: 200, body: await listOwnedClubs(request.server.db, auth.userId, auth.isAdmin) };
  },
  ...later(
    'activateClub',
    'createClub',
    'getClub',
    'updateClub',
    'updateClubSettings',
    'promoteBrandedItems',
  ),
};
