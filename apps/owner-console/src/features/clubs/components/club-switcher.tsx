import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { useLocation, useNavigate, useParams } from 'react-router';
import { StoreIcon } from '#components/icons.tsx';
import { useOwnedClubs } from '../api/list-owned-clubs';
import { useCurrentClub } from '../hooks/use-current-club';
import { selectClub } from '../hooks/use-selected-club';

/** Header select of the owner's clubs; on a club page it opens the same page of the chosen club. */
export function ClubSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useLingui();
  const { data: clubs } = useOwnedClubs();
  const current = useCurrentClub();
  const { clubId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();

  if (!clubs || clubs.length === 0) return null;

  const onChange = (value: string | null) => {
    if (!value) return;
    const id = Number(value);
    selectClub(id);
    if (clubId) navigate(location.pathname.replace(`/clubs/${clubId}`, `/clubs/${id}`));
  };

  return (
    <Select
      aria-label={t`Current club`}
      data={clubs.map((club) => ({ value: String(club.id), label: club.name }))}
      value={current ? String(current.id) : null}
      onChange={onChange}
      allowDeselect={false}
      searchable={clubs.length > 6}
      nothingFoundMessage={t`No club matches`}
      leftSection={<StoreIcon size={16} />}
      w={fullWidth ? '100%' : 260}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
