import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@tavola/api/client';
import { apiClient } from '#lib/api.ts';
import {
  currentSubscription,
  isPushOnFor,
  pushSupport,
  rememberPush,
  subscribeThisDevice,
} from '#lib/push-device.ts';

const deviceKey = (clubId: number) => ['push-device', clubId] as const;

function saveOnServer(clubId: number, subscription: PushSubscription, language: string) {
  const { endpoint, keys } = subscription.toJSON();
  return unwrap(
    apiClient.PUT('/clubs/{clubId}/service/push-subscription', {
      params: { path: { clubId } },
      body: {
        endpoint: endpoint ?? '',
        keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
        language: language === 'it' ? 'it' : 'en',
      },
    }),
  );
}

/**
 * Whether this device gets the club's calls as notifications, and the switch to change it. On each
 * visit a device that is on saves itself again: the server then has the console's language of now,
 * and has the device back if it had been dropped.
 */
export function usePushDevice(clubId: number, publicKey: string | undefined, language: string) {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: deviceKey(clubId),
    enabled: publicKey !== undefined,
    queryFn: async () => {
      const support = pushSupport();
      if (support !== 'supported' || !publicKey || !isPushOnFor(clubId)) return { support, on: false };
      const subscription = await currentSubscription(publicKey);
      if (!subscription) {
        rememberPush(clubId, false);
        return { support, on: false };
      }
      await saveOnServer(clubId, subscription, language);
      return { support, on: true };
    },
    staleTime: Number.POSITIVE_INFINITY,
    meta: { handlesErrors: true },
  });
  const turn = useMutation({
    mutationFn: async (on: boolean) => {
      if (!publicKey) return;
      if (on) {
        await saveOnServer(clubId, await subscribeThisDevice(publicKey), language);
      } else {
        const subscription = await currentSubscription(publicKey);
        if (subscription) {
          await unwrap(
            apiClient.DELETE('/clubs/{clubId}/service/push-subscription', {
              params: { path: { clubId }, query: { endpoint: subscription.endpoint } },
            }),
          );
        }
      }
      rememberPush(clubId, on);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceKey(clubId) }),
    meta: { handlesErrors: true },
  });
  return { status, turn };
}
