import { baseApi, supabaseQuery } from '@/shared/api';
import type { DeviceSubscription } from '../lib/device-subscription';

// Who may register which endpoint, how many devices, and what a push carries are the database's and
// the server's (docs/notifications.md, Push notifications); these are its calls.
export const pushDeviceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The server's VAPID public key; null when this server sends no pushes. */
    getPushPublicKey: build.query<string | null, void>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.rpc('get_push_public_key'), { context: 'Load push key', map: (key) => key ?? null }),
    }),
    /** This device's subscription for the signed-in member. */
    savePushSubscription: build.mutation<null, DeviceSubscription>({
      queryFn: ({ endpoint, p256dh, auth }) =>
        supabaseQuery((supabase) => supabase.rpc('save_push_subscription', { endpoint, p256dh, auth }), {
          context: 'Turn on notifications',
          map: () => null,
        }),
    }),
    /** Forgets this device for the signed-in member: on sign-out, or when she turns pushes off here. */
    removePushSubscription: build.mutation<null, string>({
      queryFn: (endpoint) =>
        supabaseQuery((supabase) => supabase.rpc('remove_push_subscription', { endpoint }), {
          context: 'Turn off notifications',
          map: () => null,
        }),
    }),
  }),
});

export const {
  useGetPushPublicKeyQuery,
  useLazyGetPushPublicKeyQuery,
  useSavePushSubscriptionMutation,
  useRemovePushSubscriptionMutation,
} = pushDeviceApi;
