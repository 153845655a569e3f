import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { UpgradePrompt } from '#components/upgrade-prompt.tsx';
import { paths } from '#config/paths.ts';
import type { TranslationAccess } from '../utils/translation-access';

export interface TranslationAccessNoticeProps {
  clubId: number;
  menuId: number;
  access: Exclude<TranslationAccess, 'allowed'>;
}

/** Why the menu cannot be translated now, and where to change that. */
export function TranslationAccessNotice({ clubId, menuId, access }: TranslationAccessNoticeProps) {
  if (access === 'not-in-plan')
    return (
      <UpgradePrompt clubId={clubId} feature="translations">
        <Trans>
          Menus in your guests’ languages are a Smart feature: upgrade your plan to translate your menus.
        </Trans>
      </UpgradePrompt>
    );
  return (
    <Alert color="yellow" variant="light" title={<Trans>Translations are turned off</Trans>}>
      <Stack gap={4}>
        {access === 'menu-off' && (
          <Text size="sm">
            <Trans>Turn on Translations in this menu’s settings to translate it.</Trans>
          </Text>
        )}
        {access === 'club-off' && (
          <Text size="sm">
            <Trans>Turn on Translations in the club settings to translate your menus.</Trans>
          </Text>
        )}
        {access === 'switched-off' && (
          <Text size="sm">
            <Trans>
              Turn on Translations in the club settings and in this menu’s settings to translate it.
            </Trans>
          </Text>
        )}
        {access !== 'menu-off' && (
          <Anchor component={Link} to={paths.clubs.settings.getHref(clubId)} size="sm">
            <Trans>Open the club settings</Trans>
          </Anchor>
        )}
        {access !== 'club-off' && (
          <Anchor component={Link} to={paths.menus.edit.getHref(clubId, menuId)} size="sm">
            <Trans>Edit the menu</Trans>
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
