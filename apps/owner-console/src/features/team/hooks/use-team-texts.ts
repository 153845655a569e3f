import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@tavola/api/errors';
import { useRoleName } from '#hooks/use-role-name.ts';

/** Names of the roles, and what went wrong with a team change, in the interface language. */
export function useTeamTexts() {
  const { t } = useLingui();
  const roleName = useRoleName();
  const errorText = (error: unknown): string | null => {
    if (!error) return null;
    if (!isApiError(error)) return t`There was an error, please try again later.`;
    switch (error.code) {
      case 'already_member':
        return t`This person is already in the team.`;
      case 'last_owner':
        return t`A club always keeps an owner: hand the club over to someone else first.`;
      case 'member_not_found':
        return t`This person is no longer in the team. Reload the page.`;
      case 'invitation_not_found':
        return t`This invitation is no longer pending. Reload the page.`;
      case 'invalid_or_expired_link':
        return t`This invitation link is invalid, used or expired. Ask the club’s owner for a new one.`;
      case 'rate_limited':
        return t`Too many invitations at once. Wait a minute and try again.`;
      case 'already_owner':
        return t`This person already owns the club.`;
      case 'zone_not_found':
        return t`One of these zones no longer exists. Reload the page.`;
      case 'no_ownership_transfer':
        return t`The offer is no longer open. Reload the page.`;
      case 'validation_failed':
        return t`Enter a valid email address.`;
      default:
        return t`There was an error, please try again later.`;
    }
  };
  return { roleName, errorText };
}
