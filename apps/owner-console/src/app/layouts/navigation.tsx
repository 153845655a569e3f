import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ClubRole } from '@tavola/domain/club-roles';
import type { ReactNode } from 'react';
import {
  BellIcon,
  BookIcon,
  ClockIcon,
  CreditCardIcon,
  InfoIcon,
  MailIcon,
  QrCodeIcon,
  ReceiptIcon,
  SlidersIcon,
  StoreIcon,
  TableIcon,
  UsersIcon,
} from '#components/icons.tsx';
import { paths } from '#config/paths.ts';

/**
 * Entries of the side navigation. Only screens that exist are listed; club screens of later issues
 * (Menus, Tables and QR code, Profile, Plan...) add an entry with `scope: 'club'`, whose link is
 * built for the club chosen in the header.
 */
export type NavigationEntry =
  | { scope: 'account'; label: MessageDescriptor; icon: ReactNode; href: () => string; end?: boolean }
  | {
      scope: 'club';
      label: MessageDescriptor;
      icon: ReactNode;
      href: (clubId: number) => string;
      end?: boolean;
      /** shows the club's open waiter calls as a badge */
      countsOpenCalls?: true;
      /**
       * the roles that see it (the contract's x-roles of the page's operations); an administrator
       * outside the club has no role and sees every entry
       */
      roles: readonly ClubRole[];
    };

const OWNER_AND_MANAGER = ['owner', 'manager'] as const;
const EVERYONE = ['owner', 'manager', 'waiter'] as const;

/** Whether the viewer's role in the club (null: an administrator outside it) sees the entry. */
export function showsEntry(entry: NavigationEntry, role: ClubRole | null): boolean {
  return entry.scope === 'account' || role === null || entry.roles.includes(role);
}

export const navigationEntries: NavigationEntry[] = [
  {
    scope: 'account',
    label: msg`Your clubs`,
    icon: <StoreIcon />,
    href: paths.clubs.list.getHref,
    end: true,
  },
  {
    scope: 'club',
    label: msg`Club board`,
    icon: <StoreIcon />,
    href: paths.clubs.profile.getHref,
    end: true,
    roles: OWNER_AND_MANAGER,
  },
  {
    scope: 'club',
    label: msg`Waiter calls`,
    icon: <BellIcon />,
    href: paths.clubs.calls.getHref,
    countsOpenCalls: true,
    roles: EVERYONE,
  },
  {
    scope: 'club',
    label: msg`Orders`,
    icon: <ReceiptIcon />,
    href: paths.clubs.orders.getHref,
    roles: EVERYONE,
  },
  {
    scope: 'club',
    label: msg`Menus`,
    icon: <BookIcon />,
    href: paths.menus.list.getHref,
    roles: OWNER_AND_MANAGER,
  },
  {
    scope: 'club',
    label: msg`Contacts`,
    icon: <MailIcon />,
    href: paths.clubs.contacts.getHref,
    roles: OWNER_AND_MANAGER,
  },
  {
    scope: 'club',
    label: msg`Settings`,
    icon: <SlidersIcon />,
    href: paths.clubs.settings.getHref,
    roles: OWNER_AND_MANAGER,
  },
  {
    scope: 'club',
    label: msg`Plan and billing`,
    icon: <CreditCardIcon />,
    href: paths.clubs.plan.getHref,
    roles: ['owner'],
  },
  {
    scope: 'club',
    label: msg`Team`,
    icon: <UsersIcon />,
    href: paths.clubs.team.getHref,
    roles: OWNER_AND_MANAGER,
  },
  {
    scope: 'club',
    label: msg`Activity`,
    icon: <ClockIcon />,
    href: paths.clubs.activity.getHref,
    roles: OWNER_AND_MANAGER,
  },
  {
    scope: 'club',
    label: msg`Messages`,
    icon: <InfoIcon />,
    href: paths.clubs.notice.getHref,
    roles: OWNER_AND_MANAGER,
  },
  {
    scope: 'club',
    label: msg`Tables and zones`,
    icon: <TableIcon />,
    href: paths.clubs.tables.getHref,
    roles: OWNER_AND_MANAGER,
  },
  {
    scope: 'club',
    label: msg`QR codes`,
    icon: <QrCodeIcon />,
    href: paths.clubs.qrCode.getHref,
    roles: OWNER_AND_MANAGER,
  },
];
