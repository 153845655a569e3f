import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { Menu, Theme } from '@tavola/domain/entities';
import { entitlementsFor } from '@tavola/domain/plans';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useClub } from '#api/get-club.ts';
import { useMenu } from '#api/get-menu.ts';
import { useMenus } from '#api/list-menus.ts';
import { ImageUpload } from '#components/image-upload.tsx';
import { LoadError } from '#components/load-error.tsx';
import { paths } from '#config/paths.ts';
import { errorCode, fieldErrors, serverMessage } from '#lib/api-errors.ts';
import { notify } from '#lib/notifications.ts';
import { useCreateMenu } from '../api/create-menu';
import { invalidateMenus } from '../api/invalidate';
import { useThemes } from '../api/list-themes';
import { useCreateMenuLogoUpload, useDeleteMenuLogo } from '../api/menu-logo';
import { useSaveMenu } from '../api/save-menu';
import { useCreateTheme, useUpdateTheme } from '../api/save-theme';
import { MenuForm, type MenuFormValues } from './menu-form';
import { MenuLimitPrompt } from './menu-limit-prompt';
import type { ThemeDraft } from './theme-editor';

export interface MenuFormPageProps {
  clubId: number;
  /** the menu to edit; undefined for a new menu */
  menuId?: number;
  /** the live preview panel (see MenuForm) */
  renderPreview?: Parameters<typeof MenuForm>[0]['renderPreview'];
}

function body(values: MenuFormValues) {
  return {
    name: values.name.trim(),
    adminDisplayName: values.adminDisplayName.trim() || null,
    footer: values.footer.trim() || null,
    themeId: values.themeId,
    refreshTime: Number(values.refreshTime),
    callWaiterEnabled: values.callWaiterEnabled,
    menuLabelEnabled: values.menuLabelEnabled,
    translationsEnabled: values.translationsEnabled,
    pdfPhotos: values.pdfPhotos,
    disabled: values.disabled,
    ...(values.sourceLanguage ? { sourceLanguage: values.sourceLanguage } : {}),
  };
}

/** `/menu/new` and `/menu/{menuId}/edit`: one page, the form of MenuForm with its data and calls. */
export function MenuFormPage({ clubId, menuId, renderPreview }: MenuFormPageProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const club = useClub(clubId);
  const themes = useThemes(clubId);
  const menus = useMenus(clubId);
  const menu = useMenu(clubId, menuId);
  const createMenu = useCreateMenu();
  const saveMenu = useSaveMenu();
  const createTheme = useCreateTheme();
  const updateTheme = useUpdateTheme();
  const createLogoUpload = useCreateMenuLogoUpload();
  const deleteLogo = useDeleteMenuLogo();
  const [error, setError] = useState<ReactNode>(null);
  const [limitHit, setLimitHit] = useState(false);
  const editing = menuId !== undefined;

  const queries = editing ? [club, themes, menu] : [club, themes, menus];
  if (queries.some((query) => query.isError))
    return <LoadError onRetry={() => Promise.all(queries.map((query) => query.refetch()))} />;
  if (!club.data || !themes.data || (editing ? !menu.data : !menus.data))
    return <Loader aria-label={t`Loading`} />;

  const entitlements = entitlementsFor(club.data.plan);
  const current: Menu | null = editing ? (menu.data ?? null) : null;
  const atLimit = !editing && (limitHit || (menus.data?.length ?? 0) >= entitlements.maxMenus);

  async function submit(values: MenuFormValues) {
    setError(null);
    try {
      if (current) {
        await saveMenu.mutateAsync({
          params: { path: { clubId } },
          body: { id: current.id, ...body(values) },
        });
        notify({ variant: 'success', message: t`Menu saved.` });
      } else {
        const created = await createMenu.mutateAsync({ params: { path: { clubId } }, body: body(values) });
        notify({ variant: 'success', message: t`Menu created. Add its sections and items next.` });
        navigate(paths.menus.edit.getHref(clubId, created.id), { replace: true });
      }
    } catch (failure) {
      if (errorCode(failure) === 'menu_limit_reached') {
        setLimitHit(true);
        return;
      }
      const fields = fieldErrors(failure);
      setError(serverMessage(failure) ?? t`There was an error, please try again later.`);
      if (Object.keys(fields).length > 0) throw { fieldErrors: fields };
    }
  }

  async function saveTheme(draft: ThemeDraft, themeId: number | null): Promise<Theme> {
    const saved =
      themeId === null
        ? await createTheme.mutateAsync({ params: { path: { clubId } }, body: draft })
        : await updateTheme.mutateAsync({ params: { path: { clubId, themeId } }, body: draft });
    return saved;
  }

  const title = current ? current.name : t`New menu`;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Anchor component={Link} to={paths.menus.list.getHref(clubId)} size="sm">
            <Trans>← Menus</Trans>
          </Anchor>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
        </Stack>
        {current && (
          <Group gap="xs">
            <Button component={Link} to={paths.menus.sections.getHref(clubId, current.id)} variant="light">
              <Trans>Sections and items</Trans>
            </Button>
            <Button
              component={Link}
              to={paths.menus.schedulings.getHref(clubId, current.id)}
              variant="subtle"
            >
              <Trans>Scheduling</Trans>
            </Button>
            <Button component={Link} to={paths.menus.banner.getHref(clubId, current.id)} variant="subtle">
              <Trans>Banner</Trans>
            </Button>
          </Group>
        )}
      </Group>
      {atLimit ? (
        <MenuLimitPrompt clubId={clubId} />
      ) : (
        <MenuForm
          key={current?.id ?? 'new'}
          clubId={clubId}
          menu={current}
          entitlements={entitlements}
          themes={themes.data}
          clubThemeId={club.data.theme.id > 0 ? club.data.theme.id : null}
          onSubmit={submit}
          onSaveTheme={saveTheme}
          error={error}
          renderPreview={renderPreview}
          logo={
            current ? (
              <Stack gap={4}>
                <Text fw={500} size="sm">
                  <Trans>Logo</Trans>
                </Text>
                <ImageUpload
                  value={current.logo}
                  label={t`Menu logo`}
                  createUploadUrl={async () => {
                    const { uploadUrl } = await createLogoUpload.mutateAsync({
                      params: { path: { clubId, menuId: current.id } },
                    });
                    return uploadUrl;
                  }}
                  onUploaded={async () => {
                    await invalidateMenus(queryClient);
                  }}
                  onRemove={async () => {
                    await deleteLogo.mutateAsync({ params: { path: { clubId, menuId: current.id } } });
                  }}
                />
                <Text size="xs" c="dimmed">
                  <Trans>Without a logo of its own, the menu shows the club logo.</Trans>
                </Text>
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                <Trans>You can add a logo once the menu is created.</Trans>
              </Text>
            )
          }
        />
      )}
    </Stack>
  );
}
