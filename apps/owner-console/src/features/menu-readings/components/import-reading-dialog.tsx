import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  List,
  Modal,
  NativeSelect,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useMediaQuery } from '@mantine/hooks';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useClub } from '#api/get-club.ts';
import { TrashIcon } from '#components/icons.tsx';
import { paths } from '#config/paths.ts';
import { errorCode, errorStatus } from '#lib/api-errors.ts';
import { byLanguageName, languageName } from '#lib/language-names.ts';
import { useStartMenuReading } from '../api/start-menu-reading';
import {
  MAX_FILE_BYTES,
  READING_FILE_TYPES,
  type ReadingFilesProblem,
  readingFilesProblem,
} from '../utils/reading-files';
import { defaultReadingLanguage, READING_LANGUAGES, type ReadingLanguage } from '../utils/reading-language';

/** Why the files were not sent: a check in the browser, or the server's refusal. */
type UploadRefusal =
  | ReadingFilesProblem
  | 'unsupported-file'
  | 'busy-reading'
  | 'unreadable-upload'
  | 'unexpected';

function refusalOf(error: unknown): UploadRefusal {
  const status = errorStatus(error);
  if (status === 413) return 'too-large';
  if (status === 409) return 'busy-reading';
  if (status !== 400) return 'unexpected';
  switch (errorCode(error)) {
    case 'unsupported_file':
      return 'unsupported-file';
    case 'file_too_large':
      return 'too-large';
    default:
      // validation_failed (too many files, a PDF with photos) or invalid_upload: the files as sent
      return 'unreadable-upload';
  }
}

function RefusalText({ refusal }: { refusal: UploadRefusal }) {
  switch (refusal) {
    case 'wrong-type':
      return <Trans>Choose photos (JPG, PNG, WebP or HEIC) or a PDF.</Trans>;
    case 'too-large':
      return <Trans>A file is too large: each may be at most 20 MB.</Trans>;
    case 'too-many-photos':
      return <Trans>Choose at most 10 photos. For a longer menu, send its PDF, or import it in parts.</Trans>;
    case 'pdf-not-alone':
      return <Trans>Send one PDF on its own, or photos only.</Trans>;
    case 'unsupported-file':
      return (
        <Trans>
          One of the files is not a photo or a PDF that can be read. Send JPG, PNG or WebP photos, or a PDF.
        </Trans>
      );
    case 'busy-reading':
      return (
        <Trans>Two menus are being read already. Wait for one to finish, or cancel it, then try again.</Trans>
      );
    case 'unreadable-upload':
      return <Trans>The files could not be received. Choose them again and send them once more.</Trans>;
    default:
      return <Trans>There was an error, please try again later.</Trans>;
  }
}

export interface ImportReadingDialogProps {
  clubId: number;
  opened: boolean;
  onClose: () => void;
}

/**
 * "Import from a photo or PDF": up to 10 photos of the paper menu (in page order) or one PDF, and
 * the language it is written in. The files are checked here, sent with progress, and the reading's
 * page opens at once: the server reads the pages in the background.
 */
export function ImportReadingDialog({ clubId, opened, onClose }: ImportReadingDialogProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const club = useClub(clubId);
  const start = useStartMenuReading();
  const openFileChooser = useRef<() => void>(null);
  const onPhone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [files, setFiles] = useState<File[]>([]);
  const [language, setLanguage] = useState<ReadingLanguage | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<UploadRefusal | null>(null);

  // every opening starts afresh
  useEffect(() => {
    if (!opened) return;
    setFiles([]);
    setLanguage(null);
    setProgress(null);
    setRefusal(null);
  }, [opened]);

  const chosenLanguage = language ?? defaultReadingLanguage(club.data?.clubAddress.country, i18n.locale);
  const problem = readingFilesProblem(files);
  const shownRefusal = problem ?? refusal;

  /** Dropped or chosen files join those already chosen: photos may come from several folders. */
  function add(chosen: File[]) {
    setFiles((current) => [...current, ...chosen]);
    setRefusal(null);
  }

  function reject(rejections: FileRejection[]) {
    const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
    setRefusal(codes.includes('file-too-large') ? 'too-large' : 'wrong-type');
  }

  function remove(index: number) {
    setFiles((current) => current.filter((_, at) => at !== index));
    setRefusal(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (files.length === 0 || problem || start.isPending) return;
    setRefusal(null);
    setProgress(0);
    try {
      const reading = await start.mutateAsync({
        clubId,
        files,
        language: chosenLanguage,
        onProgress: setProgress,
      });
      onClose();
      navigate(paths.menus.reading.getHref(clubId, reading.id));
    } catch (error) {
      setProgress(null);
      // the network, a server failure or an ended session: the global handlers have told
      const refused = refusalOf(error);
      if (refused !== 'unexpected') setRefusal(refused);
    }
  }

  const percent = Math.round((progress ?? 0) * 100);
  const languages = byLanguageName(READING_LANGUAGES, i18n.locale);
  let fileSummary: ReactNode = null;
  if (files.length > 0)
    fileSummary = (
      <List
        aria-label={t`Chosen files`}
        listStyleType="none"
        spacing={4}
        styles={{ itemWrapper: { width: '100%' }, itemLabel: { width: '100%' } }}
      >
        {files.map((file, index) => {
          const name = file.name;
          return (
            // the same file may be chosen twice: the position tells them apart
            <List.Item key={`${index}-${name}`}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {index + 1}. {name}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t`Remove ${name}`}
                  onClick={() => remove(index)}
                  disabled={start.isPending}
                >
                  <TrashIcon size={16} />
                </ActionIcon>
              </Group>
            </List.Item>
          );
        })}
      </List>
    );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Import a menu from photos or a PDF`}
      size="lg"
      centered
      fullScreen={onPhone}
      styles={{ title: { lineHeight: 1.3 } }}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              Take a photo of each page, straight and sharp, or choose the menu’s PDF. The dishes and prices
              are read for you; you check them before the menu is created.
            </Trans>
          </Text>
          <Stack gap={6}>
            <Dropzone
              onDrop={add}
              onReject={reject}
              accept={READING_FILE_TYPES}
              maxSize={MAX_FILE_BYTES}
              multiple
              disabled={start.isPending}
              openRef={openFileChooser}
              // the "Choose files" button is the keyboard's way in: one tab stop, with a name
              activateOnKeyboard={false}
              inputProps={{ 'aria-label': t`Photos or PDF of the menu` }}
              radius="md"
              p="lg"
            >
              <Stack gap={4} align="center" style={{ pointerEvents: 'none' }}>
                <Text fw={600} ta="center">
                  <Trans>Drop photos or a PDF here</Trans>
                </Text>
                <Text size="sm" c="dimmed" ta="center">
                  <Trans>
                    Up to 10 photos (JPG, PNG, WebP, HEIC) or one PDF of up to 20 pages, each file at most 20
                    MB.
                  </Trans>
                </Text>
              </Stack>
            </Dropzone>
            <Group>
              <Button
                variant="default"
                size="xs"
                onClick={() => openFileChooser.current?.()}
                disabled={start.isPending}
              >
                {files.length > 0 ? <Trans>Add more files</Trans> : <Trans>Choose files</Trans>}
              </Button>
            </Group>
          </Stack>

          {fileSummary}

          <NativeSelect
            label={t`Language of the menu`}
            description={t`The language the paper menu is written in.`}
            value={chosenLanguage}
            onChange={(event) => setLanguage(event.currentTarget.value as ReadingLanguage)}
            data={languages.map((code) => ({ value: code, label: languageName(code, i18n.locale) }))}
            disabled={start.isPending}
          />

          {progress !== null && (
            <Stack gap={4}>
              <Progress value={percent} aria-label={t`Upload progress`} />
              <Text size="sm" c="dimmed" aria-live="polite">
                <Trans>Uploading… {percent}%</Trans>
              </Text>
            </Stack>
          )}

          {shownRefusal && (
            <Alert color="red" variant="light" title={<Trans>The files were not sent</Trans>}>
              <RefusalText refusal={shownRefusal} />
            </Alert>
          )}

          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={files.length === 0 || problem !== null} loading={start.isPending}>
              <Trans>Read the menu</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
