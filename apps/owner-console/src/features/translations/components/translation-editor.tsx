import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Divider, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { isApiError } from '@tavola/api/errors';
import { PageLoader } from '@tavola/ui/page-loader';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { ConfirmDeleteModal } from '#components/confirm-delete-modal.tsx';
import { FormError } from '#components/form-error.tsx';
import { LoadError } from '#components/load-error.tsx';
import { errorCode, errorStatus } from '#lib/api-errors.ts';
import { notify } from '#lib/notifications.ts';
import { useDeleteMenuTranslations } from '../api/delete-menu-translations';
import { type TranslationLanguage, useMenuTranslations } from '../api/get-menu-translations';
import { useMachineTranslateMenu } from '../api/machine-translate-menu';
import { useSaveMenuTranslations } from '../api/save-menu-translations';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard';
import {
  MACHINE_TRANSLATION_FALLBACK,
  MACHINE_TRANSLATION_MESSAGES,
} from '../utils/machine-translation-errors';
import { accessFromErrorCode, type TranslationAccess } from '../utils/translation-access';
import {
  acceptAllDrafts,
  type Edits,
  editsStillPending,
  fieldValue,
  groupBySection,
  hasUnsavedEdits,
  liveProgress,
  optionContexts,
  saveBody,
  savedState,
  serverErrorsByKey,
  type TextGroup,
  type TranslationText,
  textKey,
  validateTranslation,
} from '../utils/translation-draft';
import { TranslationProgressLine } from './translation-progress';
import { TranslationRow } from './translation-row';
import { UnsavedChangesModal } from './unsaved-changes-modal';

/** The server's `Retry-After` (seconds) of a rate-limited answer, when it gives one. */
function retryAfterSeconds(error: unknown): number | null {
  const header = isApiError(error) ? error.response?.headers.get('Retry-After') : null;
  const seconds = header ? Number(header) : Number.NaN;
  return Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}

export interface TranslationEditorProps {
  clubId: number;
  menuId: number;
  language: TranslationLanguage;
  /** the language's name in the interface language */
  languageLabel: string;
  /** the server refused (403): the page shows why instead of the editor */
  renderAccessNotice: (access: Exclude<TranslationAccess, 'allowed'>) => ReactNode;
  /** the language was removed from the menu */
  onRemoved: () => void;
  /** the menu is gone (404) */
  renderMenuGone: () => ReactNode;
}

/**
 * Every text of the menu in one language, edited together and saved together (all or nothing).
 * Unsaved edits survive machine drafts arriving and are guarded against leaving the page.
 */
export function TranslationEditor({
  clubId,
  menuId,
  language,
  languageLabel,
  renderAccessNotice,
  onRemoved,
  renderMenuGone,
}: TranslationEditorProps) {
  const { t, i18n } = useLingui();
  const sheet = useMenuTranslations(clubId, menuId, language);
  const save = useSaveMenuTranslations();
  const machine = useMachineTranslateMenu();
  const remove = useDeleteMenuTranslations();
  const [edits, setEdits] = useState<Edits>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<ReactNode>(null);
  const [machineError, setMachineError] = useState<string | null>(null);
  const [machineOff, setMachineOff] = useState(false);
  const [onlyOpen, setOnlyOpen] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [lostAccess, setLostAccess] = useState<Exclude<TranslationAccess, 'allowed'> | null>(null);

  const texts = sheet.data?.texts;
  const dirty = texts ? hasUnsavedEdits(texts, edits) : false;
  const { blocker, bypass } = useUnsavedChangesGuard(dirty);

  const change = useCallback((text: TranslationText, value: string) => {
    const key = textKey(text);
    setEdits((current) => ({ ...current, [key]: { value, accepted: false } }));
    setServerErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _gone, ...rest } = current;
      return rest;
    });
  }, []);
  const accept = useCallback((text: TranslationText) => {
    setEdits((current) => ({
      ...current,
      [textKey(text)]: { value: fieldValue(text, current[textKey(text)]), accepted: true },
    }));
  }, []);

  const contexts = useMemo(() => (texts ? optionContexts(texts) : new Map<string, string>()), [texts]);

  const groups = useMemo<TextGroup[]>(() => {
    if (!texts) return [];
    // The filter looks at the saved state, so a text does not vanish while the owner types in it.
    const shown = onlyOpen ? texts.filter((text) => savedState(text) !== 'translated') : texts;
    return groupBySection(shown);
  }, [texts, onlyOpen]);

  if (lostAccess) return renderAccessNotice(lostAccess);
  if (sheet.isError) {
    const access = accessFromErrorCode(errorCode(sheet.error));
    if (access) return renderAccessNotice(access);
    if (errorStatus(sheet.error) === 404) return renderMenuGone();
    if (errorStatus(sheet.error) === 400)
      return (
        <Text>
          <Trans>The menu cannot be translated into this language. Choose another one.</Trans>
        </Text>
      );
    return <LoadError onRetry={() => sheet.refetch()} />;
  }
  if (!sheet.data || !texts) return <PageLoader />;

  const progress = liveProgress(texts, edits);
  const machineAvailable = sheet.data.machineTranslationAvailable && !machineOff;
  const hasStoredTexts = texts.some((text) => savedState(text) !== 'missing');
  const localErrors = new Map<string, string>();
  for (const text of texts) {
    const edit = edits[textKey(text)];
    const problem = edit ? validateTranslation(text, edit.value) : null;
    if (problem) localErrors.set(textKey(text), i18n._(problem));
  }

  /** A refusal every action shares: the plan or a switch (403), or the menu gone (404). */
  function sharedFailure(error: unknown): boolean {
    const access = accessFromErrorCode(errorCode(error));
    if (access) {
      setLostAccess(access);
      return true;
    }
    if (errorStatus(error) === 404) {
      setFormError(t`This menu does not exist any more.`);
      return true;
    }
    return false;
  }

  async function saveAll() {
    if (!texts) return;
    setFormError(null);
    if (localErrors.size > 0) {
      setFormError(t`Nothing was saved: some translations are too long. Check the marked fields.`);
      return;
    }
    const body = saveBody(texts, edits);
    if (body.length === 0) return;
    try {
      const saved = await save.mutateAsync({
        params: { path: { clubId, menuId, language } },
        body: { texts: body },
      });
      // edits typed while the save was on its way stay
      setEdits((current) => editsStillPending(saved.texts, current));
      setServerErrors({});
      notify({ variant: 'success', message: t`Translations saved.` });
    } catch (error) {
      if (sharedFailure(error)) return;
      const details = isApiError(error) ? (error.errorBody?.details ?? []) : [];
      const byKey = serverErrorsByKey(details, body);
      if (Object.keys(byKey).length > 0) {
        setServerErrors(byKey);
        setFormError(t`Nothing was saved: check the marked fields.`);
      } else {
        setFormError(t`Nothing was saved. There was an error, please try again later.`);
      }
    }
  }

  async function translateMissing() {
    setMachineError(null);
    try {
      const translated = await machine.mutateAsync({ params: { path: { clubId, menuId, language } } });
      // the owner's unsaved edits win; untouched empty texts now hold the new drafts
      setEdits((current) => editsStillPending(translated.texts, current));
      const count = translated.progress.machineDrafts;
      notify({
        variant: 'success',
        message:
          count === 0
            ? t`No text was missing: there is nothing to translate.`
            : t`Machine drafts are ready: review them before guests see them.`,
      });
    } catch (error) {
      if (sharedFailure(error)) return;
      const code = errorCode(error);
      if (code === 'machine_translation_not_configured') setMachineOff(true);
      const wait = code === 'translation_rate_limited' ? retryAfterSeconds(error) : null;
      if (wait !== null) {
        setMachineError(
          t({
            message: plural(wait, {
              one: 'The translation service is busy right now, so no drafts were made. Try again in # second.',
              other:
                'The translation service is busy right now, so no drafts were made. Try again in # seconds.',
            }),
          }),
        );
        return;
      }
      const message = code ? MACHINE_TRANSLATION_MESSAGES[code] : undefined;
      setMachineError(i18n._(message ?? MACHINE_TRANSLATION_FALLBACK));
    }
  }

  async function removeLanguage() {
    try {
      await remove.mutateAsync({ params: { path: { clubId, menuId, language } } });
      setRemoving(false);
      notify({ variant: 'success', message: t`${languageLabel} removed from the menu.` });
      // the edits of a removed language are gone on purpose: nothing to guard
      bypass.current = true;
      onRemoved();
    } catch (error) {
      setRemoving(false);
      if (!sharedFailure(error)) setFormError(t`The language was not removed. Please try again later.`);
    }
  }

  return (
    <Stack gap="md">
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          {machineAvailable ? (
            <Group gap="sm" wrap="wrap">
              <Button onClick={() => void translateMissing()} loading={machine.isPending} variant="light">
                <Trans>Translate missing texts</Trans>
              </Button>
              <Text size="sm" c="dimmed">
                <Trans>
                  Drafts from DeepL fill the empty texts; guests see them only once you accept them.
                </Trans>
              </Text>
            </Group>
          ) : (
            <Text size="sm" c="dimmed" data-testid="machine-translation-off">
              <Trans>
                Machine drafts are not available on this server. You can still translate every text by hand.
                The person who runs the server can turn them on by connecting DeepL.
              </Trans>
            </Text>
          )}
          {machineError && (
            <Alert color="red" variant="light" role="alert">
              {machineError}
            </Alert>
          )}
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Switch
              label={t`Only missing and outdated`}
              description={t`Machine drafts to review are shown too.`}
              checked={onlyOpen}
              onChange={(event) => setOnlyOpen(event.currentTarget.checked)}
            />
            <Group gap="xs">
              {progress.machineDrafts > 0 && (
                <Button
                  variant="default"
                  onClick={() => setEdits((current) => acceptAllDrafts(texts, current))}
                >
                  <Trans>Accept all drafts</Trans>
                </Button>
              )}
              {hasStoredTexts && (
                <Button variant="subtle" color="red" onClick={() => setRemoving(true)}>
                  <Trans>Remove {languageLabel}</Trans>
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      </Paper>

      {groups.length === 0 && (
        <Text>
          {onlyOpen ? (
            <Trans>Every text is translated and up to date.</Trans>
          ) : (
            <Trans>This menu has no texts yet.</Trans>
          )}
        </Text>
      )}
      {groups.map((group) => (
        <Paper
          key={group.sectionId ?? 'menu'}
          withBorder
          px={{ base: 'sm', sm: 'md' }}
          py="xs"
          component="section"
          aria-labelledby={`translation-group-${group.sectionId ?? 'menu'}`}
        >
          <Title order={2} size="h4" mt="xs" id={`translation-group-${group.sectionId ?? 'menu'}`}>
            {group.sectionId === null ? (
              <Trans>Menu</Trans>
            ) : (
              (texts.find((text) => text.kind === 'section' && text.id === group.sectionId)?.original ??
              t`Section`)
            )}
          </Title>
          {group.texts.map((text, index) => {
            const key = textKey(text);
            return (
              <div key={key}>
                {index > 0 && <Divider />}
                <TranslationRow
                  text={text}
                  edit={edits[key]}
                  language={language}
                  sourceLanguage={sheet.data.sourceLanguage}
                  error={serverErrors[key] ?? localErrors.get(key)}
                  context={contexts.get(key)}
                  onChange={change}
                  onAccept={accept}
                />
              </div>
            );
          })}
        </Paper>
      ))}

      <Paper
        withBorder
        p="sm"
        shadow="sm"
        style={{ position: 'sticky', bottom: 0, zIndex: 2 }}
        data-testid="translation-save-bar"
      >
        <Stack gap="xs">
          {/* Save stays beside the progress even on a 320 px phone: on its own line the sticky bar
              would cover a fifth of the screen */}
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Box style={{ flex: 1, minWidth: 0 }}>
              <TranslationProgressLine progress={progress} />
            </Box>
            <Button
              onClick={() => void saveAll()}
              loading={save.isPending}
              disabled={!dirty || machine.isPending}
            >
              <Trans>Save</Trans>
            </Button>
          </Group>
          <FormError>{formError}</FormError>
        </Stack>
      </Paper>

      <ConfirmDeleteModal
        opened={removing}
        title={t`Remove ${languageLabel} from this menu?`}
        description={
          <Trans>
            Every {languageLabel} text of this menu is deleted, and guests no longer see the menu in{' '}
            {languageLabel}. This cannot be undone.
          </Trans>
        }
        pending={remove.isPending}
        onClose={() => setRemoving(false)}
        onConfirm={() => void removeLanguage()}
      />
      <UnsavedChangesModal blocker={blocker} />
    </Stack>
  );
}
