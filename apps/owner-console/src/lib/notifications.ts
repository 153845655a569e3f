import { type NotificationData, notifications } from '@mantine/notifications';

/** Spec section 9: at most 3 visible, bottom-left, hidden after 5000 ms. */
export const NOTIFICATION_LIMIT = 3;
export const NOTIFICATION_POSITION = 'bottom-left' as const;
export const NOTIFICATION_AUTO_CLOSE_MS = 5000;
/**
 * The spec asks for 225 ms in and 195 ms out; Mantine has one duration for both directions,
 * so notifications use the entering one.
 */
export const NOTIFICATION_TRANSITION_MS = 225;

export type NotificationVariant = 'default' | 'success' | 'warning' | 'error' | 'info';

const variantColors: Record<NotificationVariant, string | undefined> = {
  default: undefined,
  success: 'teal',
  warning: 'yellow',
  error: 'red',
  info: 'blue',
};

export interface NotifyOptions extends Omit<NotificationData, 'message' | 'color' | 'id'> {
  message: string;
  variant?: NotificationVariant;
  /** Defaults to one derived from the variant and text, so the same message never shows twice at once. */
  id?: string;
}

/**
 * How screen readers hear a notification: errors and warnings interrupt (`alert`), the rest wait
 * for a pause (`status`). Either way it is announced when it appears, wherever focus is.
 */
export function notificationRole(variant: NotificationVariant): 'alert' | 'status' {
  return variant === 'error' || variant === 'warning' ? 'alert' : 'status';
}

/**
 * Shows a notification. Mantine ignores a `show` whose id is already displayed or queued, which is
 * how duplicates are suppressed: the id is stable for a given variant and text.
 */
export function notify({ message, variant = 'default', id, ...rest }: NotifyOptions): string {
  return notifications.show({
    id: id ?? `${variant}:${message}`,
    message,
    color: variantColors[variant],
    role: notificationRole(variant),
    ...rest,
  });
}
