import { useLingui } from '@lingui/react/macro';
import type { ClubRole } from '@tavola/domain/club-roles';

/** The name of a club role in the interface language ("Waiter", "Cameriere"). */
export function useRoleName(): (role: ClubRole) => string {
  const { t } = useLingui();
  return (role) => {
    switch (role) {
      case 'owner':
        return t`Owner`;
      case 'manager':
        return t`Manager`;
      case 'waiter':
        return t`Waiter`;
    }
  };
}
