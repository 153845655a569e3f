import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { apiQueryKey } from '@tavola/api/query';
import { $api } from '#lib/api.ts';

/** The club's members, owners first (listClubMembers). */
export const useMembers = (clubId: number) =>
  $api.useQuery('get', '/clubs/{clubId}/members', { params: { path: { clubId } } });

/** Invitations not answered yet (listClubInvitations: the owner's alone). */
export const useInvitations = (clubId: number, options: { enabled: boolean }) =>
  $api.useQuery('get', '/clubs/{clubId}/invitations', { params: { path: { clubId } } }, options);

function invalidateTeam(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/clubs/{clubId}/members') }),
    queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/clubs/{clubId}/invitations') }),
  ]);
}

/** Each team change shows its refusal (400, 404, 409, 429) on its own form or dialog. */
const teamMutation = { meta: { handlesErrors: [400, 403, 404, 409, 429] } } as const;

export function useInviteMember() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/clubs/{clubId}/invitations', {
    ...teamMutation,
    onSuccess: () => invalidateTeam(queryClient),
  });
}

export function useWithdrawInvitation() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/clubs/{clubId}/invitations/{invitationId}', {
    ...teamMutation,
    onSuccess: () => invalidateTeam(queryClient),
  });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return $api.useMutation('patch', '/clubs/{clubId}/members/{userId}', {
    ...teamMutation,
    onSuccess: () => invalidateTeam(queryClient),
  });
}

export function useSetMemberZones() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/clubs/{clubId}/members/{userId}/zones', {
    ...teamMutation,
    onSuccess: () => invalidateTeam(queryClient),
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/clubs/{clubId}/members/{userId}', {
    ...teamMutation,
    onSuccess: () => invalidateTeam(queryClient),
  });
}

/** What an invitation's link offers (getInvitation: public). */
export const useInvitationPreview = (token: string) =>
  $api.useQuery(
    'get',
    '/invitations',
    { params: { query: { token } } },
    { retry: false, meta: { handlesErrors: [400] } },
  );

/** Joins the club with the signed-in account; the club list then shows it. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/invitations/accept', {
    meta: { handlesErrors: [400, 409] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiQueryKey('get', '/clubs') }),
  });
}

/** The club's pending hand-over; a 404 means there is none. */
export const useOwnershipTransfer = (clubId: number, options: { enabled: boolean }) =>
  $api.useQuery(
    'get',
    '/clubs/{clubId}/ownership-transfer',
    { params: { path: { clubId } } },
    { ...options, retry: false, meta: { handlesErrors: [404] } },
  );

function invalidateTransfer(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    queryKey: apiQueryKey('get', '/clubs/{clubId}/ownership-transfer'),
  });
}

export function useOfferOwnership() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/clubs/{clubId}/ownership-transfer', {
    ...teamMutation,
    onSuccess: () => invalidateTransfer(queryClient),
  });
}

export function useCancelOwnershipTransfer() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/clubs/{clubId}/ownership-transfer', {
    ...teamMutation,
    onSuccess: () => invalidateTransfer(queryClient),
  });
}
