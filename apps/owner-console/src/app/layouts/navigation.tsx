import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import {
  BellIcon,
  BookIcon,
  CreditCardIcon,
  InfoIcon,
  MailIcon,
  QrCodeIcon,
  SlidersIcon,
  StoreIcon,
  TableIcon,
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
    };

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
  },
  {
    scope: 'club',
    label: msg`Waiter calls`,
    icon: <BellIcon />,
    href: paths.clubs.calls.getHref,
    countsOpenCalls: true,
  },
  { scope: 'club', label: msg`Menus`, icon: <BookIcon />, href: paths.menus.list.getHref },
  { scope: 'club', label: msg`Contacts`, icon: <MailIcon />, href: paths.clubs.contacts.getHref },
  { scope: 'club', label: msg`Settings`, icon: <SlidersIcon />, href: paths.clubs.settings.getHref },
  { scope: 'club', label: msg`Plan and billing`, icon: <CreditCardIcon />, href: paths.clubs.plan.getHref },
  { scope: 'club', label: msg`Messages`, icon: <InfoIcon />, href: paths.clubs.notice.getHref },
  { scope: 'club', label: msg`Tables and zones`, icon: <TableIcon />, href: paths.clubs.tables.getHref },
  { scope: 'club', label: msg`QR codes`, icon: <QrCodeIcon />, href: paths.clubs.qrCode.getHref },
];
