import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Menu } from '@tavola/domain/entities';
import type { OrderStation } from '@tavola/domain/ordering';
import { entitlementsFor } from '@tavola/domain/plans';
import { validateSectionName } from '@tavola/domain/section';
import { PageLoader } from '@tavola/ui/page-loader';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useClub } from '#api/get-club.ts';
import { useMenu } from '#api/get-menu.ts';
import { ConfirmDeleteModal } from '#components/confirm-delete-modal.tsx';
import { EyeIcon, EyeOffIcon, PencilIcon, PlusIcon, TrashIcon } from '#components/icons.tsx';
import { LoadError } from '#components/load-error.tsx';
import { RenameModal } from '#components/rename-modal.tsx';
import { SortableList } from '#components/sortable-list.tsx';
import { paths } from '#config/paths.ts';
import { fieldErrors } from '#lib/api-errors.ts';
import { toFormErrors } from '#lib/form.tsx';
import { notify } from '#lib/notifications.ts';
import { useDeleteSection } from '../api/delete-section';
import { useSaveSection } from '../api/save-section';
import { useReorderSections } from '../api/save-sections-batch';
import { useContentErrorText } from '../hooks/use-content-error-text';
import { ContentBreadcrumbs } from './content-breadcrumbs';
import { StationSelect } from './station-select';

interface SectionRow {
  id: number;
  name: string;
  position: number;
  disabled: boolean;
  items: unknown[];
}

export interface SectionsPageProps {
  clubId: number;
  menuId: number;
  /** more actions of the menu from other features (its PDF and spreadsheet), in the header */
  renderMenuActions?: (menu: Menu) => ReactNode;
}

/** The sections (categories) of a menu: add, rename, hide or show, reorder, delete; each opens its items. */
export function SectionsPage({ clubId, menuId, renderMenuActions }: SectionsPageProps) {
  const { t } = useLingui();
  const errorText = useContentErrorText();
  const menu = useMenu(clubId, menuId);
  // the station matters once the plan has orders from the table; the list does not wait for the club
  const club = useClub(clubId);
  const stationShown = club.data !== undefined && entitlementsFor(club.data.plan).ordering;
  const addSection = useSaveSection();
  const renameSection = useSaveSection();
  const hideSection = useSaveSection();
  const deleteSection = useDeleteSection();
  const reorder = useReorderSections(clubId, menuId);
  const [renaming, setRenaming] = useState<SectionRow | null>(null);
  const [deleting, setDeleting] = useState<SectionRow | null>(null);

  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', station: 'kitchen' as OrderStation },
    validate: (values) => {
      const problem = validateSectionName(values.name);
      return toFormErrors(problem ? { name: problem } : {});
    },
  });

  if (menu.isPending) return <PageLoader />;
  if (menu.isError)
    return (
      <Stack gap="lg">
        <ContentBreadcrumbs clubId={clubId} />
        {menu.error.code === 'menu_not_found' ? (
          <Text>{errorText(menu.error)}</Text>
        ) : (
          <LoadError onRetry={() => menu.refetch()} />
        )}
      </Stack>
    );

  const sections = menu.data.sections as SectionRow[];
  const path = { clubId, menuId };

  const add = form.onSubmit((values) =>
    addSection
      .mutateAsync({
        params: { path },
        body: { name: values.name.trim(), ...(stationShown ? { station: values.station } : {}) },
      })
      .then((section) => {
        form.reset();
        const name = section.name;
        notify({ variant: 'success', message: t`Section “${name}” added.` });
      })
      .catch((error) => {
        const fields = fieldErrors(error);
        if (fields.name) form.setFieldError('name', fields.name);
      }),
  );

  const toggleHidden = (section: SectionRow) =>
    hideSection.mutate(
      { params: { path }, body: { id: section.id, name: section.name, disabled: !section.disabled } },
      { onError: (error) => notify({ variant: 'error', message: errorText(error) ?? '' }) },
    );

  return (
    <Stack gap="lg">
      <ContentBreadcrumbs clubId={clubId} menu={{ id: menuId, name: menu.data.name }} />
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Title order={1}>{menu.data.name}</Title>
          <Text c="dimmed">
            <Trans>
              The sections of the menu, in the order guests see them. Drag them to change the order.
            </Trans>
          </Text>
        </Stack>
        <Group gap="xs">
          <Button component={Link} to={paths.menus.edit.getHref(clubId, menuId)} variant="light">
            <Trans>Edit menu</Trans>
          </Button>
          <Button component={Link} to={paths.menus.schedulings.getHref(clubId, menuId)} variant="default">
            <Trans>Scheduling</Trans>
          </Button>
          <Button component={Link} to={paths.menus.translations.getHref(clubId, menuId)} variant="default">
            <Trans>Translations</Trans>
          </Button>
          {renderMenuActions?.(menu.data)}
        </Group>
      </Group>

      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <form noValidate onSubmit={add}>
          <Group align="flex-start" gap="sm" wrap={stationShown ? 'wrap' : 'nowrap'}>
            <TextInput
              style={{ flex: 1 }}
              miw={stationShown ? 200 : undefined}
              label={t`New section`}
              placeholder={t`e.g. Starters`}
              {...form.getInputProps('name')}
            />
            {stationShown && (
              <StationSelect
                w={140}
                value={form.getValues().station}
                onChange={(station) => form.setFieldValue('station', station)}
              />
            )}
            <Button type="submit" mt={25} loading={addSection.isPending} leftSection={<PlusIcon />}>
              <Trans>Add section</Trans>
            </Button>
          </Group>
        </form>
      </Paper>

      {sections.length === 0 ? (
        <Paper withBorder p="lg">
          <Text>
            <Trans>No sections yet. Add the first one, such as Starters or Drinks.</Trans>
          </Text>
        </Paper>
      ) : (
        <SortableList
          items={sections}
          nameOf={(section) => section.name}
          onReorder={(orderedIds) => reorder.mutate(orderedIds)}
          renderItem={(section, handle) => {
            const count = section.items.length;
            const name = section.name;
            return (
              <Paper withBorder px="sm" py="xs" data-testid="section-row">
                <Group justify="space-between" gap="sm" wrap="nowrap">
                  <Group gap="xs" miw={0} wrap="nowrap" style={{ flex: 1 }}>
                    {handle}
                    <Stack gap={0} miw={0}>
                      <Anchor
                        component={Link}
                        to={paths.menus.sectionItems.getHref(clubId, menuId, section.id)}
                        fw={600}
                        truncate
                        c={section.disabled ? 'dimmed' : undefined}
                      >
                        {section.name}
                      </Anchor>
                      <Group gap={6}>
                        <Text size="xs" c="dimmed">
                          <Plural value={count} one="# item" other="# items" />
                        </Text>
                        {section.disabled && (
                          <Badge size="xs" color="gray" variant="light">
                            <Trans>Hidden</Trans>
                          </Badge>
                        )}
                      </Group>
                    </Stack>
                  </Group>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={section.disabled ? t`Show to guests` : t`Hide from guests`}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        size="lg"
                        aria-label={section.disabled ? t`Show ${name}` : t`Hide ${name}`}
                        aria-pressed={section.disabled}
                        onClick={() => toggleHidden(section)}
                      >
                        {section.disabled ? <EyeOffIcon /> : <EyeIcon />}
                      </ActionIcon>
                    </Tooltip>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="lg"
                      aria-label={t`Rename ${name}`}
                      onClick={() => setRenaming(section)}
                    >
                      <PencilIcon />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={t`Delete ${name}`}
                      onClick={() => setDeleting(section)}
                    >
                      <TrashIcon />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            );
          }}
        />
      )}

      <RenameModal
        opened={renaming !== null}
        validate={validateSectionName}
        title={t`Rename section`}
        label={t`Section name`}
        initialName={renaming?.name ?? ''}
        pending={renameSection.isPending}
        error={errorText(renameSection.error)}
        onClose={() => {
          setRenaming(null);
          renameSection.reset();
        }}
        onSubmit={(name) => {
          if (!renaming) return;
          renameSection.mutate(
            { params: { path }, body: { id: renaming.id, name } },
            { onSuccess: () => setRenaming(null) },
          );
        }}
      />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t`Delete section`}
        description={(() => {
          const name = deleting?.name ?? '';
          const count = deleting?.items.length ?? 0;
          return t({
            message: plural(count, {
              one: `“${name}” and its # item will be deleted. This cannot be undone.`,
              other: `“${name}” and its # items will be deleted. This cannot be undone.`,
            }),
          });
        })()}
        error={errorText(deleteSection.error)}
        pending={deleteSection.isPending}
        onClose={() => {
          setDeleting(null);
          deleteSection.reset();
        }}
        onConfirm={() => {
          if (!deleting) return;
          const name = deleting.name;
          deleteSection.mutate(
            { params: { path: { ...path, sectionId: deleting.id } } },
            {
              onSuccess: () => {
                setDeleting(null);
                notify({ variant: 'success', message: t`Section “${name}” deleted.` });
              },
            },
          );
        }}
      />
    </Stack>
  );
}
