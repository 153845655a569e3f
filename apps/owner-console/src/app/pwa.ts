import { registerSW } from 'virtual:pwa-register';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { setPendingUpdate } from '#lib/app-update.ts';
import { notify } from '#lib/notifications.ts';

export const APP_UPDATE_NOTIFICATION_ID = 'app-update';

/**
 * Registers the service worker (site root, scope '/'). When a new version is waiting, a persistent
 * info notice asks the user to click to install; installing activates it and reloads the page.
 */
export function registerServiceWorker() {
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      const install = () => updateServiceWorker(true);
      setPendingUpdate(install);
      notify({
        id: APP_UPDATE_NOTIFICATION_ID,
        variant: 'info',
        message: i18n._(msg`A new version is available. Click to install.`),
        autoClose: false,
        withCloseButton: false,
        style: { cursor: 'pointer' },
        onClick: () => void install(),
        role: 'button',
        tabIndex: 0,
        onKeyDown: (event) => {
          if (event.key === 'Enter' || event.key === ' ') void install();
        },
      });
    },
  });
}
