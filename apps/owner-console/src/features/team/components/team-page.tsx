import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { validateEmail } from '@tavola/domain/account';
import type { ClubRole } from '@tavola/domain/club-roles';
import { PageLoader } from '@tavola/ui/page-loader';
import { useId, useState } from 'react';
import { useZones } from '#api/list-zones.ts';
import { ConfirmDeleteModal } from '#components/confirm-delete-modal.tsx';
import { FormError } from '#components/form-error.tsx';
import { TrashIcon } from '#components/icons.tsx';
import { LoadError } from '#components/load-error.tsx';
import { toFormErrors } from '#lib/form.tsx';
import { notify } from '#lib/notifications.ts';
import {
  useChangeRole,
  useInvitations,
  useInviteMember,
  useMembers,
  useRemoveMember,
  useSetMemberZones,
  useWithdrawInvitation,
} from '../api/team';
import { useTeamTexts } from '../hooks/use-team-texts';
import { HandOverPanel } from './hand-over-panel';

type InvitedRole = Exclude<ClubRole, 'owner'>;

interface Member {
  userId: number;
  name: string;
  surname: string;
  email: string;
  role: ClubRole;
}

/**
 * The club's team: who can sign in for it and with which role. The owner invites by email, changes
 * roles and removes members; a manager sees the team. The server decides (x-roles in the contract);
 * this page only leaves out what the viewer's role cannot do.
 */
export function TeamPage({ clubId, viewerRole }: { clubId: number; viewerRole: ClubRole | null }) {
  const { t } = useLingui();
  const { roleName, errorText } = useTeamTexts();
  // an administrator who is not a member has no role and may do everything
  const manages = viewerRole === 'owner' || viewerRole === null;
  const members = useMembers(clubId);
  const invitations = useInvitations(clubId, { enabled: manages });
  const invite = useInviteMember();
  const changeRole = useChangeRole();
  const removeMember = useRemoveMember();
  const withdraw = useWithdrawInvitation();
  const [removing, setRemoving] = useState<Member | null>(null);
  // managers assign the zones each member serves, as the owner does
  const assignsZones = viewerRole !== 'waiter';
  const zones = useZones(clubId);
  const setZones = useSetMemberZones();
  const zoneChoices = (zones.data?.tableZones ?? []).map((zone) => ({
    value: String(zone.id),
    label: zone.name,
  }));
  const membersHeadingId = useId();

  const roleChoices: { value: InvitedRole; label: string }[] = [
    { value: 'manager', label: roleName('manager') },
    { value: 'waiter', label: roleName('waiter') },
  ];

  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', role: 'waiter' as InvitedRole },
    validate: (values) => {
      const problem = validateEmail(values.email.trim());
      return toFormErrors(problem ? { email: problem } : {});
    },
  });

  const send = form.onSubmit((values) => {
    const email = values.email.trim();
    invite.mutate(
      { params: { path: { clubId } }, body: { email, role: values.role } },
      {
        onSuccess: () => {
          form.reset();
          notify({ variant: 'success', message: t`Invitation sent to ${email}.` });
        },
      },
    );
  });

  if (members.isPending) return <PageLoader />;
  if (members.isError) return <LoadError onRetry={members.refetch} />;

  const pending = invitations.data?.invitations ?? [];
  const fullName = removing ? `${removing.name} ${removing.surname}` : '';

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>
          <Trans>Team</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            Managers run the menus, tables and settings. Waiters see the calls from the tables. Plan, billing
            and the team stay with the owner.
          </Trans>
        </Text>
      </Stack>

      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} size="h4" id={membersHeadingId}>
            <Trans>Members</Trans>
          </Title>
          <Stack
            gap="xs"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-labelledby={membersHeadingId}
          >
            {members.data.members.map((member) => {
              const fullName = `${member.name} ${member.surname}`;
              return (
                <Group component="li" key={member.userId} justify="space-between" gap="sm" wrap="wrap">
                  <Stack gap={0} miw={0} style={{ flex: '1 1 12rem' }}>
                    <Text fw={600} truncate>
                      {fullName}
                    </Text>
                    <Text size="sm" c="dimmed" truncate>
                      {member.email}
                    </Text>
                  </Stack>
                  {manages && member.role !== 'owner' ? (
                    <Group gap="xs" wrap="nowrap">
                      <Select
                        aria-label={t`Role of ${fullName}`}
                        data={roleChoices}
                        value={member.role}
                        allowDeselect={false}
                        w={140}
                        disabled={changeRole.isPending}
                        onChange={(role) =>
                          role &&
                          role !== member.role &&
                          changeRole.mutate(
                            {
                              params: { path: { clubId, userId: member.userId } },
                              body: { role: role as InvitedRole },
                            },
                            {
                              onSuccess: () => {
                                notify({ variant: 'success', message: t`Role of ${fullName} changed.` });
                              },
                            },
                          )
                        }
                      />
                      <ActionIcon
                        size="lg"
                        variant="subtle"
                        color="red"
                        aria-label={t`Remove ${fullName} from the team`}
                        onClick={() => {
                          removeMember.reset();
                          setRemoving(member);
                        }}
                      >
                        <TrashIcon />
                      </ActionIcon>
                    </Group>
                  ) : (
                    <Badge variant="light" color={member.role === 'owner' ? 'orange' : 'gray'}>
                      {roleName(member.role)}
                    </Badge>
                  )}
                  {assignsZones && zoneChoices.length > 0 && (
                    <MultiSelect
                      aria-label={t`Zones ${fullName} serves`}
                      placeholder={member.zoneIds.length === 0 ? t`Zones nobody else serves` : undefined}
                      data={zoneChoices}
                      value={member.zoneIds.map(String)}
                      disabled={setZones.isPending}
                      w="100%"
                      size="sm"
                      onChange={(values) =>
                        setZones.mutate({
                          params: { path: { clubId, userId: member.userId } },
                          body: { zoneIds: values.map(Number) },
                        })
                      }
                    />
                  )}
                  {member.onShift && (
                    <Badge variant="dot" color="teal">
                      <Trans>On shift</Trans>
                    </Badge>
                  )}
                </Group>
              );
            })}
          </Stack>
          <FormError>{errorText(changeRole.error ?? setZones.error)}</FormError>
        </Stack>
      </Paper>

      {manages && (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Stack gap={2}>
              <Title order={2} size="h4">
                <Trans>Invite someone</Trans>
              </Title>
              <Text size="sm" c="dimmed">
                <Trans>
                  We email them a link that works once, for 7 days. They sign up, or sign in with the account
                  they have.
                </Trans>
              </Text>
            </Stack>
            <form noValidate onSubmit={send} aria-label={t`Invite someone`}>
              <Stack gap="xs">
                <Group align="flex-end" gap="sm" wrap="wrap">
                  <TextInput
                    label={t`Email`}
                    type="email"
                    autoComplete="off"
                    maxLength={254}
                    style={{ flex: '1 1 14rem' }}
                    {...form.getInputProps('email')}
                  />
                  <Select
                    label={t`Role`}
                    data={roleChoices}
                    allowDeselect={false}
                    w={160}
                    {...form.getInputProps('role')}
                  />
                  <Button type="submit" loading={invite.isPending}>
                    <Trans>Send invitation</Trans>
                  </Button>
                </Group>
                <FormError>{errorText(invite.error)}</FormError>
              </Stack>
            </form>
            {pending.length > 0 && (
              <Stack gap="xs">
                <Title order={3} size="h5">
                  <Trans>Waiting for an answer</Trans>
                </Title>
                <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {pending.map((invitation) => {
                    const invitedEmail = invitation.email;
                    return (
                      <Group
                        component="li"
                        key={invitation.id}
                        justify="space-between"
                        gap="sm"
                        wrap="nowrap"
                      >
                        <Group gap="xs" miw={0} wrap="nowrap" style={{ flex: 1 }}>
                          <Text truncate>{invitation.email}</Text>
                          <Badge variant="light" color="gray" style={{ flex: 'none' }}>
                            {roleName(invitation.role)}
                          </Badge>
                        </Group>
                        <Button
                          variant="subtle"
                          color="red"
                          size="compact-sm"
                          style={{ flex: 'none' }}
                          aria-label={t`Withdraw the invitation to ${invitedEmail}`}
                          loading={
                            withdraw.isPending &&
                            withdraw.variables?.params.path.invitationId === invitation.id
                          }
                          onClick={() =>
                            withdraw.mutate({ params: { path: { clubId, invitationId: invitation.id } } })
                          }
                        >
                          <Trans>Withdraw</Trans>
                        </Button>
                      </Group>
                    );
                  })}
                </Stack>
                <FormError>{errorText(withdraw.error)}</FormError>
              </Stack>
            )}
          </Stack>
        </Paper>
      )}

      {manages && <HandOverPanel clubId={clubId} members={members.data.members} />}

      <ConfirmDeleteModal
        opened={removing !== null}
        title={t`Remove ${fullName} from the team`}
        description={
          <Trans>They can no longer sign in for this club. Their account and their other clubs stay.</Trans>
        }
        pending={removeMember.isPending}
        error={errorText(removeMember.error)}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          removeMember.mutate(
            { params: { path: { clubId, userId: removing.userId } } },
            { onSuccess: () => setRemoving(null) },
          )
        }
      />
    </Stack>
  );
}
