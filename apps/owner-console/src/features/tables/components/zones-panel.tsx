import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { messages } from '@tavola/domain/messages';
import { entitlementsFor } from '@tavola/domain/plans';
import { validateZoneName, ZONE_NAME_MAX } from '@tavola/domain/table';
import { useState } from 'react';
import { useClub } from '#api/get-club.ts';
import { ConfirmDeleteModal } from '#components/confirm-delete-modal.tsx';
import { FormError } from '#components/form-error.tsx';
import { PencilIcon, TrashIcon } from '#components/icons.tsx';
import { RenameModal } from '#components/rename-modal.tsx';
import { UpgradePrompt } from '#components/upgrade-prompt.tsx';
import { errorCode } from '#lib/api-errors.ts';
import { toFormErrors } from '#lib/form.tsx';
import { useCreateZone } from '../api/create-zone';
import { useDeleteZone } from '../api/delete-zone';
import { useRenameZone } from '../api/rename-zone';
import { useTablesErrorText } from '../hooks/use-tables-error-text';

interface Zone {
  id: number;
  name: string;
  /** its tables take orders when the club's ordering is `zones` */
  ordering: boolean;
}

/**
 * The club's zones (e.g. Inside, Terrace): create, rename, delete when no table uses them. A zone is
 * a room of the plans (docs/decisions/018): Freemium and Smart have two, so the panel counts them
 * and, at the limit, offers Professional instead of the form. When the club takes orders in chosen
 * zones (docs/decisions/056), each zone has its switch.
 */
export function ZonesPanel({
  clubId,
  zones,
  tableCounts,
}: {
  clubId: number;
  zones: Zone[];
  tableCounts: Map<number, number>;
}) {
  const { t, i18n } = useLingui();
  const errorText = useTablesErrorText();
  const club = useClub(clubId);
  const createZone = useCreateZone();
  const renameZone = useRenameZone();
  const zoneOrdering = useRenameZone();
  const deleteZone = useDeleteZone();
  const [renaming, setRenaming] = useState<Zone | null>(null);
  const [deleting, setDeleting] = useState<Zone | null>(null);
  // said before the typed word, not only after the server refuses
  const deletingCount = deleting ? (tableCounts.get(deleting.id) ?? 0) : 0;

  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '' },
    validate: (values) => {
      const problem = validateZoneName(values.name);
      return toFormErrors(problem ? { name: problem } : {});
    },
  });

  // unknown until the club is loaded: the form shows, and the server still enforces the limit
  const maxZones = club.data ? entitlementsFor(club.data.plan).maxZones : Number.POSITIVE_INFINITY;
  const limited = Number.isFinite(maxZones);
  const zoneCount = zones.length;
  const atLimit = (limited && zoneCount >= maxZones) || errorCode(createZone.error) === 'zone_limit_reached';
  const ordersByZone =
    club.data !== undefined && entitlementsFor(club.data.plan).ordering && club.data.ordering === 'zones';
  // the switch shows what was asked while it is being saved
  const orderingOf = (zone: Zone) =>
    zoneOrdering.isPending && zoneOrdering.variables?.params.path.zoneId === zone.id
      ? Boolean(zoneOrdering.variables.body.ordering)
      : zone.ordering;

  const add = form.onSubmit((values) =>
    createZone.mutate(
      { params: { path: { clubId } }, body: { name: values.name.trim() } },
      { onSuccess: () => form.reset() },
    ),
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            <Trans>Zones</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              Group tables by area, for example Inside or Terrace. Menus can be shown in some zones only.
            </Trans>
          </Text>
        </Stack>
        {limited && (
          <Text size="sm" fw={600} data-testid="room-count">
            <Plural value={maxZones} one={`${zoneCount} of # zone`} other={`${zoneCount} of # zones`} />
          </Text>
        )}
        {zones.length === 0 && (
          <Text size="sm">
            <Trans>No zones yet.</Trans>
          </Text>
        )}
        {ordersByZone && zones.length > 0 && (
          <Text size="sm" c="dimmed">
            <Trans>Guests order from their phones at the tables of the zones that take orders.</Trans>
          </Text>
        )}
        <Stack gap={6}>
          {zones.map((zone) => {
            const count = tableCounts.get(zone.id) ?? 0;
            const name = zone.name;
            return (
              <Stack key={zone.id} gap={4}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap="xs" wrap="nowrap" miw={0}>
                    <Text fw={600} truncate>
                      {zone.name}
                    </Text>
                    <Badge
                      variant="light"
                      color="gray"
                      aria-label={t({ message: plural(count, { one: '# table', other: '# tables' }) })}
                    >
                      {count}
                    </Badge>
                  </Group>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      size="lg"
                      variant="subtle"
                      color="gray"
                      aria-label={t`Rename zone ${zone.name}`}
                      onClick={() => {
                        renameZone.reset();
                        setRenaming(zone);
                      }}
                    >
                      <PencilIcon />
                    </ActionIcon>
                    <ActionIcon
                      size="lg"
                      variant="subtle"
                      color="red"
                      aria-label={t`Delete zone ${zone.name}`}
                      onClick={() => {
                        deleteZone.reset();
                        setDeleting(zone);
                      }}
                    >
                      <TrashIcon />
                    </ActionIcon>
                  </Group>
                </Group>
                {ordersByZone && (
                  <Switch
                    label={t`Takes orders`}
                    aria-label={t`Takes orders: ${name}`}
                    checked={orderingOf(zone)}
                    disabled={zoneOrdering.isPending}
                    onChange={(event) =>
                      zoneOrdering.mutate({
                        params: { path: { clubId, zoneId: zone.id } },
                        body: { name: zone.name, ordering: event.currentTarget.checked },
                      })
                    }
                  />
                )}
              </Stack>
            );
          })}
        </Stack>
        <FormError>{errorText(zoneOrdering.error)}</FormError>
        {atLimit ? (
          <UpgradePrompt clubId={clubId} plan="professional" title={<Trans>Zone limit reached</Trans>}>
            {i18n._(messages.zoneLimitReached)}
          </UpgradePrompt>
        ) : (
          <form noValidate onSubmit={add} aria-label={t`Add a zone`}>
            <Stack gap="xs">
              <Group align="flex-end" gap="sm" wrap="nowrap">
                <TextInput
                  label={t`New zone`}
                  placeholder={t`For example “Terrace”`}
                  maxLength={ZONE_NAME_MAX}
                  style={{ flex: 1 }}
                  {...form.getInputProps('name')}
                />
                <Button type="submit" variant="light" loading={createZone.isPending}>
                  <Trans>Add zone</Trans>
                </Button>
              </Group>
              <FormError>{errorText(createZone.error)}</FormError>
            </Stack>
          </form>
        )}
      </Stack>

      <RenameModal
        opened={renaming !== null}
        title={t`Rename zone`}
        label={t`Zone name`}
        initialName={renaming?.name ?? ''}
        validate={validateZoneName}
        pending={renameZone.isPending}
        error={errorText(renameZone.error)}
        onClose={() => setRenaming(null)}
        onSubmit={(name) =>
          renaming &&
          renameZone.mutate(
            { params: { path: { clubId, zoneId: renaming.id } }, body: { name } },
            { onSuccess: () => setRenaming(null) },
          )
        }
      />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t`Delete zone ${deleting?.name ?? ''}`}
        description={
          deletingCount > 0 ? (
            <Trans>
              Tables in this zone: {deletingCount}. Move them to another zone or delete them first.
            </Trans>
          ) : (
            <Trans>A zone can be deleted once no table uses it.</Trans>
          )
        }
        pending={deleteZone.isPending}
        error={errorText(deleteZone.error)}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          deleteZone.mutate(
            { params: { path: { clubId, zoneId: deleting.id } } },
            {
              onSuccess: () => {
                setDeleting(null);
                // a room is free again: a refusal of the limit no longer holds
                createZone.reset();
              },
            },
          )
        }
      />
    </Paper>
  );
}
