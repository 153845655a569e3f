import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Modal,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ItemPhoto } from '@tavola/domain/entities';
import { entitlementsFor } from '@tavola/domain/plans';
import { formatPrice } from '@tavola/domain/price';
import { PageLoader } from '@tavola/ui/page-loader';
import { useState } from 'react';
import { Link } from 'react-router';
import { useClub } from '#api/get-club.ts';
import { useMenu } from '#api/get-menu.ts';
import { ConfirmDeleteModal } from '#components/confirm-delete-modal.tsx';
import { FormError } from '#components/form-error.tsx';
import { MoveIcon, PlusIcon, TrashIcon } from '#components/icons.tsx';
import { LoadError } from '#components/load-error.tsx';
import { SortableList } from '#components/sortable-list.tsx';
import { UpgradePrompt } from '#components/upgrade-prompt.tsx';
import { paths } from '#config/paths.ts';
import { notify } from '#lib/notifications.ts';
import { useDeleteItem } from '../api/delete-item';
import { useSection } from '../api/get-section';
import { invalidateMenuContent } from '../api/invalidate';
import { useUploadItemPhoto } from '../api/item-photo';
import { useSaveItem } from '../api/save-item';
import { useReorderItems } from '../api/save-items-batch';
import { useSaveSection } from '../api/save-section';
import { useToggleItemFlag } from '../api/toggle-item-flag';
import { useContentErrorText } from '../hooks/use-content-error-text';
import { photoThumbnailUrl } from '../utils/item-photo';
import { ContentBreadcrumbs } from './content-breadcrumbs';
import { SectionPhotosUpload } from './section-photos-upload';
import { StationSelect } from './station-select';

interface ItemRow {
  id: number;
  name: string;
  price: number | null;
  priceText: string | null;
  position: number;
  disabled: boolean;
  outOfStock: boolean;
  bestSeller: boolean;
  suggested: boolean;
  branded: boolean;
  photo: ItemPhoto | null;
}

/**
 * The items of a section in order: drag to reorder, one click for out of stock and hidden (in the
 * middle of service, without opening the item), move to another section, delete, new item.
 */
export function SectionItemsPage({
  clubId,
  menuId,
  sectionId,
}: {
  clubId: number;
  menuId: number;
  sectionId: number;
}) {
  const { t, i18n } = useLingui();
  const errorText = useContentErrorText();
  const queryClient = useQueryClient();
  const club = useClub(clubId);
  const section = useSection(clubId, menuId, sectionId);
  const menu = useMenu(clubId, menuId);
  const uploadPhoto = useUploadItemPhoto(clubId, menuId, sectionId);
  const toggle = useToggleItemFlag(clubId, menuId, sectionId);
  const reorder = useReorderItems(clubId, menuId, sectionId);
  const moveItem = useSaveItem();
  const deleteItem = useDeleteItem();
  const saveStation = useSaveSection();
  const [moving, setMoving] = useState<ItemRow | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ItemRow | null>(null);

  if (section.isPending || menu.isPending) return <PageLoader />;
  if (section.isError || menu.isError) {
    const error = section.error ?? menu.error;
    const gone = ['menu_not_found', 'section_not_found'].includes(error?.code ?? '');
    return (
      <Stack gap="lg">
        <ContentBreadcrumbs
          clubId={clubId}
          menu={menu.data ? { id: menuId, name: menu.data.name } : undefined}
        />
        {gone ? (
          <Text>{errorText(error)}</Text>
        ) : (
          <LoadError onRetry={() => Promise.all([section.refetch(), menu.refetch()])} />
        )}
      </Stack>
    );
  }

  const items = section.data.items as ItemRow[];
  const currency = (menu.data as { currency?: string }).currency ?? 'EUR';
  const otherSections = menu.data.sections.filter((other) => other.id !== sectionId);
  const path = { clubId, menuId, sectionId };

  const priceOf = (item: ItemRow) => {
    const parts = [];
    if (item.price !== null) parts.push(formatPrice(item.price, currency, i18n.locale));
    if (item.priceText) parts.push(item.priceText);
    return parts.join(' · ');
  };

  return (
    <Stack gap="lg">
      <ContentBreadcrumbs
        clubId={clubId}
        menu={{ id: menuId, name: menu.data.name }}
        current={section.data.name}
      />
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={1}>{section.data.name}</Title>
            {section.data.disabled && (
              <Badge color="gray" variant="light">
                <Trans>Hidden</Trans>
              </Badge>
            )}
          </Group>
          <Text c="dimmed">
            <Trans>Drag items to change their order. Out of stock and hidden take one click.</Trans>
          </Text>
          {club.data && entitlementsFor(club.data.plan).ordering && (
            <StationSelect
              w={180}
              mt="xs"
              description={t`Orders of this section go there.`}
              value={
                (saveStation.isPending ? saveStation.variables?.body.station : undefined) ??
                section.data.station
              }
              disabled={saveStation.isPending}
              onChange={(station) =>
                saveStation.mutate(
                  {
                    params: { path: { clubId, menuId } },
                    body: { id: sectionId, name: section.data.name, station },
                  },
                  { onError: (error) => notify({ variant: 'error', message: errorText(error) ?? '' }) },
                )
              }
            />
          )}
        </Stack>
        <Button
          component={Link}
          to={paths.menus.newItem.getHref(clubId, menuId, sectionId)}
          leftSection={<PlusIcon />}
        >
          <Trans>New item</Trans>
        </Button>
      </Group>

      {/* the plan says whether photos are allowed: the list does not wait for the club */}
      {items.length > 0 && club.data && (
        <SectionPhotosUpload
          items={items}
          upload={uploadPhoto}
          onUploaded={async () => {
            await invalidateMenuContent(queryClient);
          }}
          upgradePrompt={
            entitlementsFor(club.data.plan).dishPhotos ? null : (
              <UpgradePrompt clubId={clubId} feature="dishPhotos">
                <Trans>
                  Dish photos are a Smart feature: upgrade your plan to show your dishes with photos.
                </Trans>
              </UpgradePrompt>
            )
          }
        />
      )}

      {items.length === 0 ? (
        <Paper withBorder p="lg">
          <Text>
            <Trans>No items in this section yet.</Trans>{' '}
            <Anchor component={Link} to={paths.menus.newItem.getHref(clubId, menuId, sectionId)}>
              <Trans>Add the first item.</Trans>
            </Anchor>
          </Text>
        </Paper>
      ) : (
        <SortableList
          items={items}
          nameOf={(item) => item.name}
          onReorder={(orderedIds) => reorder.mutate(orderedIds)}
          renderItem={(item, handle) => {
            const name = item.name;
            const price = priceOf(item);
            return (
              <Paper withBorder px="sm" py="xs" data-testid="item-row" data-item-id={item.id}>
                {/* the switches get a row of their own: beside the name they wrap their labels on phones */}
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  {handle}
                  {item.photo && (
                    // decorative: the item's name follows; on phones the row keeps its width for the switches
                    <Image
                      visibleFrom="sm"
                      src={photoThumbnailUrl(item.photo, 48)}
                      alt=""
                      w={48}
                      h={36}
                      fit="cover"
                      radius="sm"
                      style={{ flexShrink: 0 }}
                    />
                  )}
                  <Stack gap={6} miw={0} style={{ flex: 1 }}>
                    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                      <Stack gap={2} miw={0} style={{ flex: 1 }}>
                        <Anchor
                          component={Link}
                          to={paths.menus.editItem.getHref(clubId, menuId, sectionId, item.id)}
                          fw={600}
                          truncate
                          c={item.disabled ? 'dimmed' : undefined}
                          td={item.outOfStock ? 'line-through' : undefined}
                        >
                          {item.name}
                        </Anchor>
                        <Group gap={6}>
                          {price && (
                            <Text size="sm" c="dimmed">
                              {price}
                            </Text>
                          )}
                          {item.bestSeller && (
                            <Badge size="xs" variant="light" color="orange">
                              <Trans>Bestseller</Trans>
                            </Badge>
                          )}
                          {item.suggested && (
                            <Badge size="xs" variant="light" color="teal">
                              <Trans>Recommended</Trans>
                            </Badge>
                          )}
                          {item.branded && (
                            <Badge size="xs" variant="light" color="blue">
                              <Trans>Branded</Trans>
                            </Badge>
                          )}
                        </Group>
                      </Stack>
                      <Group gap={2} wrap="nowrap">
                        {otherSections.length > 0 && (
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            size="lg"
                            aria-label={t`Move ${name} to another section`}
                            onClick={() => {
                              setTarget(null);
                              setMoving(item);
                            }}
                          >
                            <MoveIcon />
                          </ActionIcon>
                        )}
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="lg"
                          aria-label={t`Delete ${name}`}
                          onClick={() => setDeleting(item)}
                        >
                          <TrashIcon />
                        </ActionIcon>
                      </Group>
                    </Group>
                    <Group gap="lg">
                      <Switch
                        size="md"
                        color="red"
                        label={t`Out of stock`}
                        aria-label={t`Out of stock: ${name}`}
                        checked={item.outOfStock}
                        onChange={(event) =>
                          toggle.mutate({ item, flag: 'outOfStock', value: event.currentTarget.checked })
                        }
                      />
                      <Switch
                        size="md"
                        color="gray"
                        label={t`Hidden`}
                        aria-label={t`Hidden: ${name}`}
                        checked={item.disabled}
                        onChange={(event) =>
                          toggle.mutate({ item, flag: 'disabled', value: event.currentTarget.checked })
                        }
                      />
                    </Group>
                  </Stack>
                </Group>
              </Paper>
            );
          }}
        />
      )}

      <Modal
        opened={moving !== null}
        onClose={() => {
          setMoving(null);
          moveItem.reset();
        }}
        title={t`Move to another section`}
        centered
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!moving || !target) return;
            const name = moving.name;
            const targetSection = otherSections.find((other) => String(other.id) === target);
            const targetName = targetSection?.name ?? '';
            moveItem.mutate(
              { params: { path }, body: { id: moving.id, name: moving.name, sectionId: Number(target) } },
              {
                onSuccess: () => {
                  setMoving(null);
                  notify({ variant: 'success', message: t`“${name}” moved to ${targetName}.` });
                },
              },
            );
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              <Trans>The item goes to the end of the section you choose.</Trans>
            </Text>
            <Select
              label={t`Section`}
              placeholder={t`Choose a section`}
              data={otherSections.map((other) => ({ value: String(other.id), label: other.name }))}
              value={target}
              onChange={setTarget}
              comboboxProps={{ withinPortal: true }}
              data-autofocus
            />
            <FormError>{errorText(moveItem.error)}</FormError>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setMoving(null)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" disabled={!target} loading={moveItem.isPending}>
                <Trans>Move</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>

      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t`Delete item`}
        description={(() => {
          const name = deleting?.name ?? '';
          return t`“${name}” will be deleted from the menu. This cannot be undone.`;
        })()}
        error={errorText(deleteItem.error)}
        pending={deleteItem.isPending}
        onClose={() => {
          setDeleting(null);
          deleteItem.reset();
        }}
        onConfirm={() => {
          if (!deleting) return;
          const name = deleting.name;
          deleteItem.mutate(
            { params: { path: { ...path, itemId: deleting.id } } },
            {
              onSuccess: () => {
                setDeleting(null);
                notify({ variant: 'success', message: t`“${name}” deleted.` });
              },
            },
          );
        }}
      />
    </Stack>
  );
}
