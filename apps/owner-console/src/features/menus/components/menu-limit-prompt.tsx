import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { messages } from '@tavola/domain/messages';
import { UpgradePrompt } from '#components/upgrade-prompt.tsx';

/** The spec's menu-limit message (Freemium, 2 menus) with the upgrade prompt. */
export function MenuLimitPrompt({ clubId }: { clubId: number }) {
  const { i18n } = useLingui();
  return (
    <UpgradePrompt clubId={clubId} feature="maxMenus" title={<Trans>Menu limit reached</Trans>}>
      {i18n._(messages.menuLimitReached)}
    </UpgradePrompt>
  );
}
