import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, NumberInput, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Menu, Theme } from '@tavola/domain/entities';
import { TRANSLATION_LANGUAGES } from '@tavola/domain/languages';
import { FIELD_LIMITS } from '@tavola/domain/limits';
import { validateMenu } from '@tavola/domain/menu';
import type { Entitlements } from '@tavola/domain/plans';
import { type ReactNode, useRef } from 'react';
import { FormError } from '#components/form-error.tsx';
import { revealFirstInvalid, toFormErrors } from '#lib/form.tsx';
import { byLanguageName, languageName } from '#lib/language-names.ts';
import type { ThemeDraft } from './theme-editor';
import { ThemePicker } from './theme-picker';

/** Seconds between refreshes of the guest page: the contract's bounds. */
export const REFRESH_TIME_MAX = 86_400;

export interface MenuFormValues {
  name: string;
  adminDisplayName: string;
  footer: string;
  themeId: number | null;
  refreshTime: number | string;
  callWaiterEnabled: boolean;
  menuLabelEnabled: boolean;
  translationsEnabled: boolean;
  /** the PDF menu shows each dish's photo (design-49 `pdfPhotos`) */
  pdfPhotos: boolean;
  /** hidden from guests at every table and hour (an imported menu starts so) */
  disabled: boolean;
  /** the language the menu's texts are written in; null: the server's default (the club's country's) */
  sourceLanguage: string | null;
}

export interface MenuFormProps {
  clubId: number;
  /** the menu being edited; null for a new one */
  menu: Menu | null;
  entitlements: Entitlements;
  themes: { predefined: Theme[]; own: Theme[] };
  /** the club's theme, preselected for a new menu */
  clubThemeId: number | null;
  /** saves; may reject with field errors (keyed by field) to show */
  onSubmit: (values: MenuFormValues) => Promise<void>;
  onSaveTheme: (draft: ThemeDraft, themeId: number | null) => Promise<Theme>;
  /** why the last save failed, or nothing */
  error?: ReactNode;
  /** the logo uploader (edit only) */
  logo?: ReactNode;
  /** the live preview panel of the guest view, with the values being edited */
  renderPreview?: (draft: { values: MenuFormValues; theme: Theme | undefined }) => ReactNode;
}

function initialValues(menu: Menu | null, clubThemeId: number | null): MenuFormValues {
  return {
    name: menu?.name ?? '',
    adminDisplayName: menu?.adminDisplayName ?? '',
    footer: menu?.footer ?? '',
    themeId: menu && menu.theme.id > 0 ? menu.theme.id : clubThemeId,
    refreshTime: menu?.refreshTime ?? 0,
    callWaiterEnabled: menu?.callWaiterEnabled ?? false,
    menuLabelEnabled: menu?.menuLabelEnabled ?? false,
    translationsEnabled: menu?.translationsEnabled ?? false,
    pdfPhotos: menu?.pdfPhotos ?? false,
    disabled: menu?.disabled ?? false,
    sourceLanguage: menu?.sourceLanguage ?? null,
  };
}

/** The menu create/edit form: texts with the limits of spec section 5, theme, refresh, switches, logo. */
export function MenuForm({
  clubId,
  menu,
  entitlements,
  themes,
  clubThemeId,
  onSubmit,
  onSaveTheme,
  error,
  logo,
  renderPreview,
}: MenuFormProps) {
  const { t, i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<MenuFormValues>({
    mode: 'controlled',
    initialValues: initialValues(menu, clubThemeId),
    validate: (values) => {
      const errors = toFormErrors(validateMenu(values));
      const refresh = Number(values.refreshTime);
      if (
        values.refreshTime === '' ||
        !Number.isInteger(refresh) ||
        refresh < 0 ||
        refresh > REFRESH_TIME_MAX
      )
        errors.refreshTime = t`Enter a whole number of seconds from 0 to 86400`;
      return errors;
    },
  });
  const limits = FIELD_LIMITS.menu;
  const values = form.getValues();
  const theme = [...themes.own, ...themes.predefined].find((entry) => entry.id === values.themeId);
  const smartOnly = t`Available on the Smart plan`;
  // the editor's languages, plus a menu's own when it is another one (e.g. from a country default)
  const menuLanguages = byLanguageName(
    [...new Set([...TRANSLATION_LANGUAGES, ...(values.sourceLanguage ? [values.sourceLanguage] : [])])],
    i18n.locale,
  ).map((code) => ({ value: code, label: languageName(code, i18n.locale) }));

  const fields = (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit(
        async (submitted) => {
          try {
            await onSubmit(submitted);
          } catch (failure) {
            if (failure && typeof failure === 'object' && 'fieldErrors' in failure)
              form.setErrors((failure as { fieldErrors: Record<string, string> }).fieldErrors);
          }
        },
        () => revealFirstInvalid(formRef.current),
      )}
    >
      <Stack gap="md">
        <TextInput
          label={t`Name shown to customers`}
          description={t`At most ${limits.name} characters`}
          required
          maxLength={limits.name * 2}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t`Hidden note (management only)`}
          description={t`Only you and your staff see it, e.g. “Lunch, weekdays”`}
          maxLength={limits.adminDisplayName * 2}
          {...form.getInputProps('adminDisplayName')}
        />
        <Select
          label={t`Language of the menu`}
          description={t`The language its texts are written in: the original of its translations.`}
          placeholder={t`The language of the club’s country`}
          data={menuLanguages}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t`No language found`}
          {...form.getInputProps('sourceLanguage')}
        />
        <Textarea
          label={t`Footer`}
          description={t`Shown at the bottom of the menu, e.g. cover charge or allergen notice (at most ${limits.footer} characters)`}
          rows={3}
          {...form.getInputProps('footer')}
        />
        <ThemePicker
          clubId={clubId}
          predefined={themes.predefined}
          own={themes.own}
          value={values.themeId}
          onChange={(themeId) => form.setFieldValue('themeId', themeId)}
          customLook={entitlements.customLook}
          onSaveTheme={onSaveTheme}
        />
        <NumberInput
          label={t`Refresh time (seconds)`}
          description={t`How often the guest page reloads the menu by itself; 0 = never`}
          min={0}
          max={REFRESH_TIME_MAX}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('refreshTime')}
        />
        <Switch
          label={t`Hidden from guests`}
          description={t`Guests do not see this menu at any table, whatever its scheduling.`}
          {...form.getInputProps('disabled', { type: 'checkbox' })}
        />
        <Switch
          label={t`Call the waiter`}
          description={t`Guests can call a waiter to their table from the menu.`}
          {...form.getInputProps('callWaiterEnabled', { type: 'checkbox' })}
        />
        <Switch
          label={t`Labels`}
          description={
            entitlements.labels
              ? t`Guests see the bestseller and recommended labels on items.`
              : `${t`Guests see the bestseller and recommended labels on items.`} ${smartOnly}.`
          }
          disabled={!entitlements.labels}
          {...form.getInputProps('menuLabelEnabled', { type: 'checkbox' })}
        />
        <Switch
          label={t`Translations`}
          description={
            entitlements.translations
              ? t`Guests can read the menu in their language.`
              : `${t`Guests can read the menu in their language.`} ${smartOnly}.`
          }
          disabled={!entitlements.translations}
          {...form.getInputProps('translationsEnabled', { type: 'checkbox' })}
        />
        <Switch
          label={t`Photos in the PDF`}
          description={
            entitlements.dishPhotos
              ? t`The PDF menu shows each dish’s photo beside it.`
              : `${t`The PDF menu shows each dish’s photo beside it.`} ${smartOnly}.`
          }
          disabled={!entitlements.dishPhotos}
          {...form.getInputProps('pdfPhotos', { type: 'checkbox' })}
        />
        {logo}
        <FormError>{error}</FormError>
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {menu ? <Trans>Save menu</Trans> : <Trans>Create menu</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );

  if (!renderPreview) return fields;
  // LIVE PREVIEW: a right-hand column on desktop; the menu-view part renders the guest view here
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <Box style={{ flex: '1 1 420px', minWidth: 0 }}>{fields}</Box>
      {/* stretched to the form's height, so the preview inside can stay in view (sticky) */}
      <Box style={{ flex: '0 1 390px', minWidth: 0, alignSelf: 'stretch' }}>
        {renderPreview({ values, theme })}
      </Box>
    </Group>
  );
}
