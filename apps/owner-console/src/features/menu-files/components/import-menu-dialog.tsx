import { useLingui as useLinguiCore } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Progress, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useMediaQuery } from '@mantine/hooks';
import { FIELD_LIMITS } from '@tavola/domain/limits';
import { validateMenuName } from '@tavola/domain/menu';
import { columnHeader } from '@tavola/domain/menu-spreadsheet';
import { messages } from '@tavola/domain/messages';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { DownloadIcon } from '#components/icons.tsx';
import { MessageText } from '#components/message-text.tsx';
import { UpgradePrompt } from '#components/upgrade-prompt.tsx';
import { paths } from '#config/paths.ts';
import { errorStatus } from '#lib/api-errors.ts';
import { handleUnexpectedError } from '#lib/global-errors.ts';
import { notify } from '#lib/notifications.ts';
import { spreadsheetLanguage, useDownloadImportTemplate } from '../api/download-import-template';
import { useImportMenuFromExcel } from '../api/import-menu-from-excel';
import { type MenuImportPreview, usePreviewMenuImport } from '../api/preview-menu-import';
import { type ImportRefusal, importRefusalOf } from '../utils/import-refusal';
import { ImportErrorsTable } from './import-errors-table';
import { ImportSummary } from './import-summary';

/** The server's limit (contract: `file_too_large` above 5 MiB); checked here before any upload. */
export const SPREADSHEET_MAX_BYTES = 5 * 1024 * 1024;

const ACCEPT = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'text/csv': ['.csv'],
};

/** The file's name without its extension, at most a menu name's length: the new menu's default name. */
export function menuNameFromFile(fileName: string): string {
  const base = fileName.replace(/\.[^.]+$/, '').trim();
  return [...base].slice(0, FIELD_LIMITS.menu.name).join('');
}

/** A refusal of the server, or of the file chooser before any upload (a file of another type). */
type DialogRefusal = ImportRefusal | { kind: 'wrong-type' };

function RefusalMessage({ clubId, refusal }: { clubId: number; refusal: DialogRefusal }) {
  const { i18n } = useLinguiCore();
  if (refusal.kind === 'menu-limit')
    return (
      <UpgradePrompt clubId={clubId} feature="maxMenus" title={<Trans>Menu limit reached</Trans>}>
        {i18n._(messages.menuLimitReached)}
      </UpgradePrompt>
    );
  let text: ReactNode;
  switch (refusal.kind) {
    case 'not-a-spreadsheet':
      text = <Trans>This file is not a spreadsheet or a CSV text file. Choose an .xlsx or .csv file.</Trans>;
      break;
    case 'unreadable-characters':
      text = (
        <Trans>
          Could not read the file’s characters. Save it as “CSV UTF-8” in your spreadsheet program, then
          choose it again.
        </Trans>
      );
      break;
    case 'too-large':
      text = <Trans>The file is too large: a spreadsheet may be at most 5 MB.</Trans>;
      break;
    case 'too-many-rows':
      text = <Trans>The spreadsheet has more than 2,000 items. Split it into several menus.</Trans>;
      break;
    case 'wrong-type':
      text = <Trans>Choose an .xlsx or .csv file.</Trans>;
      break;
    case 'invalid':
      text = refusal.message;
      break;
    default:
      return null;
  }
  return (
    <Alert color="red" variant="light" title={<Trans>The spreadsheet was not imported</Trans>}>
      {text}
    </Alert>
  );
}

export interface ImportMenuDialogProps {
  clubId: number;
  opened: boolean;
  onClose: () => void;
}

/**
 * "Import from a spreadsheet", in two steps. First the template, a file chosen or dropped, the new
 * menu's name and "Check the file": the server reads it and answers a summary without writing
 * anything, or what to fix (every problem of the file by row and column, or why the file as a whole
 * was refused). Then the summary ("3 sections, 42 items, 2 warnings", the warnings, whether guests
 * see the menu at once) with "Import", which sends the same file again and opens the new menu.
 */
export function ImportMenuDialog({ clubId, opened, onClose }: ImportMenuDialogProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const template = useDownloadImportTemplate();
  const check = usePreviewMenuImport();
  const upload = useImportMenuFromExcel();
  const busy = check.isPending || upload.isPending;
  const language = spreadsheetLanguage(i18n.locale);
  const openFileChooser = useRef<() => void>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  // below the sm breakpoint (the console's phone layout): a floating dialog leaves the list of
  // problems a few lines between its own scroll and the page's, so it takes the whole screen
  const onPhone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<ReturnType<typeof validateMenuName>>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<DialogRefusal | null>(null);
  const [focusChooser, setFocusChooser] = useState(false);
  const [summary, setSummary] = useState<MenuImportPreview | null>(null);
  const [showToGuests, setShowToGuests] = useState(false);

  // every opening starts afresh
  useEffect(() => {
    if (!opened) return;
    setFile(null);
    setName('');
    setNameError(null);
    setProgress(null);
    setRefusal(null);
    setSummary(null);
    setShowToGuests(false);
  }, [opened]);

  // back from the errors table: focus moves to the chooser that replaced the pressed button
  useEffect(() => {
    if (!focusChooser) return;
    chooseButton.current?.focus();
    setFocusChooser(false);
  }, [focusChooser]);

  function choose(chosen: File) {
    setFile(chosen);
    setName(menuNameFromFile(chosen.name));
    setNameError(null);
    setRefusal(null);
    setProgress(null);
  }

  function reject(rejections: FileRejection[]) {
    const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
    setFile(null);
    setRefusal(codes.includes('file-too-large') ? { kind: 'too-large' } : { kind: 'wrong-type' });
  }

  function chooseAnother() {
    setFile(null);
    setRefusal(null);
    setProgress(null);
    setSummary(null);
    setFocusChooser(true);
  }

  function refuse(error: unknown) {
    setProgress(null);
    setSummary(null);
    const refused = importRefusalOf(error);
    if (refused.kind !== 'unexpected') setRefusal(refused);
    // another 403 (the mutations keep 403s from the global handler for the menu limit's sake);
    // the network, a server failure or an ended session are handled globally, as everywhere
    else if (errorStatus(error) === 403) handleUnexpectedError(error);
  }

  /** Step one: the server checks the file and answers the summary; nothing is written. */
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file || busy) return;
    const problem = validateMenuName(name);
    setNameError(problem);
    if (problem) return;
    setRefusal(null);
    setProgress(0);
    try {
      const preview = await check.mutateAsync({ clubId, file, name: name.trim(), onProgress: setProgress });
      setProgress(null);
      setSummary(preview);
    } catch (error) {
      refuse(error);
    }
  }

  /** Step two, on the owner's word: the same file again, imported in one transaction. */
  async function confirm() {
    if (!file || busy) return;
    setProgress(0);
    try {
      const result = await upload.mutateAsync({
        clubId,
        file,
        name: name.trim(),
        showToGuests,
        onProgress: setProgress,
      });
      const menuName = name.trim();
      notify({
        variant: 'success',
        message: result.hidden
          ? t`Menu “${menuName}” imported. It is hidden from guests until you show it.`
          : t`Menu “${menuName}” imported. Guests can see it now.`,
      });
      onClose();
      navigate(paths.menus.sections.getHref(clubId, result.menuId));
    } catch (error) {
      refuse(error);
    }
  }

  const problems = refusal?.kind === 'rows' ? refusal.problems : null;
  const count = problems?.length ?? 0;
  const fileName = file?.name ?? '';
  const percent = Math.round((progress ?? 0) * 100);
  const sectionColumn = columnHeader('section', language);
  const nameColumn = columnHeader('name', language);
  const progressBar = progress !== null && (
    <Stack gap={4}>
      <Progress value={percent} aria-label={t`Upload progress`} animated={progress >= 1} />
      <Text size="sm" c="dimmed" aria-live="polite">
        {progress < 1 ? (
          <Trans>Uploading… {percent}%</Trans>
        ) : upload.isPending ? (
          <Trans>Importing the menu…</Trans>
        ) : (
          <Trans>Checking the spreadsheet…</Trans>
        )}
      </Text>
    </Stack>
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Import a menu from a spreadsheet`}
      size="lg"
      centered
      fullScreen={onPhone}
      // the title wraps on a narrow phone (longer still in Italian): Mantine's line height of 1 would
      // set its two lines on top of each other
      styles={{ title: { lineHeight: 1.3 } }}
    >
      <Stack gap="md">
        {!summary && (
          <>
            <Text size="sm">
              <Trans>
                One row per item. The first row names the columns, at least “{sectionColumn}” and “
                {nameColumn}”, as the item form names them. Start from the template: it has an example row and
                the list of allergens.
              </Trans>
            </Text>
            <Group>
              <Button
                variant="light"
                leftSection={<DownloadIcon size={16} />}
                loading={template.isPending}
                onClick={() => template.mutate({ clubId, language })}
              >
                <Trans>Download the template</Trans>
              </Button>
            </Group>
          </>
        )}

        {summary ? (
          <Stack gap="md">
            <ImportSummary
              fileName={fileName}
              preview={summary}
              showToGuests={showToGuests}
              onShowToGuestsChange={setShowToGuests}
            />
            {progressBar}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={busy}>
                <Trans>Cancel</Trans>
              </Button>
              <Button onClick={confirm} loading={upload.isPending} data-autofocus>
                <Trans>Import</Trans>
              </Button>
            </Group>
          </Stack>
        ) : problems ? (
          <Stack gap="sm">
            <Alert color="red" variant="light" title={<Trans>The spreadsheet was not imported</Trans>}>
              <Plural
                value={count}
                one={`“${fileName}” has # problem. Fix it and choose the file again: nothing was created.`}
                other={`“${fileName}” has # problems. Fix them and choose the file again: nothing was created.`}
              />
            </Alert>
            <ImportErrorsTable problems={problems} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                <Trans>Cancel</Trans>
              </Button>
              <Button onClick={chooseAnother} data-autofocus>
                <Trans>Choose another file</Trans>
              </Button>
            </Group>
          </Stack>
        ) : (
          <form noValidate onSubmit={submit}>
            <Stack gap="md">
              <Stack gap={6}>
                <Dropzone
                  onDrop={(files) => {
                    const [chosen] = files;
                    if (chosen) choose(chosen);
                  }}
                  onReject={reject}
                  accept={ACCEPT}
                  maxSize={SPREADSHEET_MAX_BYTES}
                  multiple={false}
                  disabled={busy}
                  openRef={openFileChooser}
                  // the "Choose a file" button is the keyboard's way in: one tab stop, with a name
                  activateOnKeyboard={false}
                  inputProps={{ 'aria-label': t`Spreadsheet file` }}
                  radius="md"
                  p="lg"
                >
                  <Stack gap={4} align="center" style={{ pointerEvents: 'none' }}>
                    {file ? (
                      <>
                        <Text fw={600} ta="center" style={{ overflowWrap: 'anywhere' }}>
                          {file.name}
                        </Text>
                        <Text size="sm" c="dimmed" ta="center">
                          <Trans>Drop another file here to replace it.</Trans>
                        </Text>
                      </>
                    ) : (
                      <>
                        <Text fw={600} ta="center">
                          <Trans>Drop a spreadsheet here</Trans>
                        </Text>
                        <Text size="sm" c="dimmed" ta="center">
                          <Trans>An .xlsx or .csv file, at most 5 MB.</Trans>
                        </Text>
                      </>
                    )}
                  </Stack>
                </Dropzone>
                <Group>
                  <Button
                    ref={chooseButton}
                    variant="default"
                    size="xs"
                    onClick={() => openFileChooser.current?.()}
                    disabled={busy}
                  >
                    {file ? <Trans>Choose another file</Trans> : <Trans>Choose a file</Trans>}
                  </Button>
                </Group>
              </Stack>

              <TextInput
                label={t`Name of the new menu`}
                description={t`The file’s name unless you change it.`}
                value={name}
                maxLength={FIELD_LIMITS.menu.name}
                onChange={(event) => {
                  setName(event.currentTarget.value);
                  setNameError(null);
                }}
                error={nameError ? <MessageText message={nameError} /> : undefined}
                disabled={busy}
              />

              {progressBar}

              {refusal && <RefusalMessage clubId={clubId} refusal={refusal} />}

              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" disabled={!file} loading={check.isPending}>
                  <Trans>Check the file</Trans>
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}
