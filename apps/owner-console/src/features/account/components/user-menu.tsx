import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { isAdmin } from '@tavola/api/session';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoutIcon, ShieldIcon, TrashIcon } from '#components/icons.tsx';
import { paths } from '#config/paths.ts';
import { useCurrentUser } from '../api/get-current-user';

function initials(name: string | undefined, surname: string | undefined): string {
  return `${name?.[0] ?? ''}${surname?.[0] ?? ''}`.toUpperCase();
}

export interface UserMenuProps {
  onSignOut: () => void;
  signingOut?: boolean;
  /** settings of other features, shown above sign-out (e.g. the waiter calls' sound) */
  settings?: ReactNode;
}

/** The owner's avatar in the header, with account actions and sign-out. */
export function UserMenu({ onSignOut, signingOut, settings }: UserMenuProps) {
  const { t } = useLingui();
  const { data: user } = useCurrentUser();
  const fullName = user ? `${user.name} ${user.surname}` : '';

  return (
    <Menu position="bottom-end" shadow="md" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t`Account menu`} style={{ borderRadius: '50%' }}>
          <Avatar color="tavola" radius="xl" size={38} alt={fullName || undefined}>
            {initials(user?.name, user?.surname) || null}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {user && (
          <Menu.Label>
            <Text size="sm" fw={600} c="dark" truncate>
              {fullName}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {user.email}
            </Text>
          </Menu.Label>
        )}
        {/* administrators only: the stored flag and the server agree (owners never see it) */}
        {user?.isAdmin && isAdmin() && (
          <Menu.Item component={Link} to={paths.admin.getHref()} leftSection={<ShieldIcon size={16} />}>
            <Trans>Administration</Trans>
          </Menu.Item>
        )}
        {settings}
        <Menu.Item leftSection={<LogoutIcon size={16} />} onClick={onSignOut} disabled={signingOut}>
          <Trans>Sign out</Trans>
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={paths.account.delete.getHref()}
          color="red"
          leftSection={<TrashIcon size={16} />}
        >
          <Trans>Delete account</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
