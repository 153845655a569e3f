import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isTranslationLanguage } from '@tavola/domain/languages';
import { PageLoader } from '@tavola/ui/page-loader';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useClub } from '#api/get-club.ts';
import { menuQueryOptions } from '#api/get-menu.ts';
import { LoadError } from '#components/load-error.tsx';
import { paths } from '#config/paths.ts';
import { errorStatus } from '#lib/api-errors.ts';
import { languageName } from '#lib/language-names.ts';
import { languagesOfMenu, targetLanguages } from '../utils/target-languages';
import { translationAccess } from '../utils/translation-access';
import { TranslationAccessNotice } from './translation-access-notice';
import { TranslationEditor } from './translation-editor';

export interface TranslationsPageProps {
  clubId: number;
  menuId: number;
}

/**
 * `/clubs/{clubId}/menu/{menuId}/translations?lang=fr`: the menu's texts with their translations in
 * the chosen language (issue 13). The language lives in the URL, so a link or a reload opens it again.
 */
export function TranslationsPage({ clubId, menuId }: TranslationsPageProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const club = useClub(clubId);
  // a menu that is gone is explained on the page
  const menu = useQuery({ ...menuQueryOptions(clubId, menuId), meta: { handlesErrors: [404] } });
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('lang');

  const choices = useMemo(() => {
    if (!menu.data) return null;
    return targetLanguages(menu.data.sourceLanguage, languagesOfMenu(menu.data), locale);
  }, [menu.data, locale]);

  const menuGone = (
    <Text>
      <Trans>This menu does not exist any more.</Trans>{' '}
      <Anchor component={Link} to={paths.menus.list.getHref(clubId)}>
        <Trans>Back to the menus</Trans>
      </Anchor>
    </Text>
  );

  if (menu.isError && errorStatus(menu.error) === 404) return menuGone;
  if (club.isError || menu.isError)
    return (
      <LoadError
        onRetry={() => {
          void club.refetch();
          void menu.refetch();
        }}
      />
    );
  if (!club.data || !menu.data || !choices) return <PageLoader />;

  const menuName = menu.data.name;
  const sourceName = languageName(menu.data.sourceLanguage, locale);
  const offered = [...choices.existing, ...choices.others];
  const language = isTranslationLanguage(requested) && offered.includes(requested) ? requested : null;
  const access = translationAccess(club.data, menu.data);
  const notice = (denied: Exclude<typeof access, 'allowed'>) => (
    <TranslationAccessNotice clubId={clubId} menuId={menuId} access={denied} />
  );
  const option = (code: string) => ({ value: code, label: languageName(code, locale) });
  const data = [
    ...(choices.existing.length > 0
      ? [{ group: t`Languages of this menu`, items: choices.existing.map(option) }]
      : []),
    {
      group: choices.existing.length > 0 ? t`Other languages` : t`Languages`,
      items: choices.others.map(option),
    },
  ];

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to={paths.menus.sections.getHref(clubId, menuId)} size="sm">
          <Trans>← {menuName}</Trans>
        </Anchor>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          <Trans>Translations of {menuName}</Trans>
        </Title>
        <Group gap="xs">
          <Text size="sm">
            <Trans>Original language: {sourceName}</Trans>
          </Text>
          <Anchor component={Link} to={paths.menus.edit.getHref(clubId, menuId)} size="sm">
            <Trans>Change the menu’s language</Trans>
          </Anchor>
        </Group>
      </Stack>

      {access !== 'allowed' ? (
        notice(access)
      ) : (
        <>
          <Select
            label={t`Translate into`}
            placeholder={t`Choose a language`}
            data={data}
            value={language}
            onChange={(value) => {
              if (value) setSearchParams({ lang: value });
            }}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t`No language found`}
            maw={360}
          />
          {language ? (
            <TranslationEditor
              key={language}
              clubId={clubId}
              menuId={menuId}
              language={language}
              languageLabel={languageName(language, locale)}
              renderAccessNotice={notice}
              renderMenuGone={() => menuGone}
              onRemoved={() => setSearchParams({}, { replace: true })}
            />
          ) : (
            <Text c="dimmed">
              <Trans>
                Choose the language to translate the menu into. Guests see a language once it has at least one
                translated text.
              </Trans>
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
