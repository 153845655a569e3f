import { Notifications } from '@mantine/notifications';
import {
  NOTIFICATION_AUTO_CLOSE_MS,
  NOTIFICATION_LIMIT,
  NOTIFICATION_POSITION,
  NOTIFICATION_TRANSITION_MS,
} from '#lib/notifications.ts';

/**
 * Where notifications show (spec section 9). Its own chunk, loaded once the first page has loaded
 * (app/provider.tsx) rather than in the app's entry: no page needs it to draw, and notifications
 * raised before it arrives wait in Mantine's store and show once it is there.
 */
export default function NotificationsContainer() {
  return (
    <Notifications
      limit={NOTIFICATION_LIMIT}
      position={NOTIFICATION_POSITION}
      autoClose={NOTIFICATION_AUTO_CLOSE_MS}
      transitionDuration={NOTIFICATION_TRANSITION_MS}
    />
  );
}
