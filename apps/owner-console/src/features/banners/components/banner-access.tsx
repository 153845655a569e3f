import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Stack } from '@mantine/core';
import type { Schemas } from '@tavola/api/schema';
import { entitlementsFor } from '@tavola/domain/plans';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#config/paths.ts';

export type BannerAccess = 'allowed' | 'not-in-plan' | 'switched-off';

/** Spec section 6: banners are a Smart feature, and change only while the club's switch is on. */
export function bannerAccess(
  club: Pick<Schemas['ClubDetail'], 'plan' | 'bannerUpdateEnabled'>,
): BannerAccess {
  if (!entitlementsFor(club.plan).banners) return 'not-in-plan';
  return club.bannerUpdateEnabled ? 'allowed' : 'switched-off';
}

export interface BannerAccessNoticeProps {
  clubId: number;
  access: Exclude<BannerAccess, 'allowed'>;
  /** the upgrade prompt of the app (with the way to the plan page) around a text */
  renderUpgradePrompt: (text: ReactNode) => ReactNode;
}

/** Why the banner cannot be changed now, and where to change that. */
export function BannerAccessNotice({ clubId, access, renderUpgradePrompt }: BannerAccessNoticeProps) {
  if (access === 'not-in-plan')
    return renderUpgradePrompt(
      <Trans>
        A promotion banner at the top of your menu is a Smart feature: upgrade your plan to add one.
      </Trans>,
    );
  return (
    <Alert color="yellow" variant="light" title={<Trans>Banner changes are turned off</Trans>}>
      <Stack gap={4}>
        <Trans>Turn on Promotional banners in the club settings to add or change the banner.</Trans>
        <Anchor component={Link} to={paths.clubs.settings.getHref(clubId)} size="sm">
          <Trans>Open the club settings</Trans>
        </Anchor>
      </Stack>
    </Alert>
  );
}
