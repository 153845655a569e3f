import { useLingui as useLinguiCore } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Box,
  Button,
  Group,
  Image,
  List,
  Modal,
  Paper,
  Progress,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { matchPhotosToItems, validateItemPhotoFile } from '@tavola/domain/item-photo';
import type { Message } from '@tavola/domain/messages';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type ItemPhoto, itemPhotoErrorMessage, shrinkPhoto } from '../utils/item-photo';

/** The select's value for a photo the owner leaves out. */
const SKIP = 'skip';

export interface SectionPhotoItem {
  id: number;
  name: string;
  photo: ItemPhoto | null;
}

export interface SectionPhotosUploadProps {
  items: SectionPhotoItem[];
  /** sends one photo to one item (createItemPhotoUpload, then the PUT), reporting progress */
  upload: (itemId: number, photo: Blob, onProgress: (fraction: number) => void) => Promise<unknown>;
  /** after a round of uploads, whatever its outcome: refresh what shows the photos */
  onUploaded: () => void | Promise<void>;
  /** the upgrade prompt shown instead of the drop zone on a plan without photos; null when allowed */
  upgradePrompt: ReactNode;
  /** brings a large photo down before it is sent; replaceable in tests (jsdom draws nothing) */
  shrink?: (photo: File) => Promise<Blob>;
}

type RowState =
  | { step: 'review' }
  | { step: 'waiting' }
  | { step: 'uploading'; progress: number }
  | { step: 'done' }
  | { step: 'failed'; error: Message | string };

interface Row {
  key: string;
  file: File;
  preview: string | null;
  /** why the file cannot be sent at all (type, size, HEIC), or null */
  problem: Message | null;
  /** the chosen item as the select's value, or SKIP */
  target: string;
  state: RowState;
}

function rowsFor(files: File[], items: SectionPhotoItem[]): Row[] {
  const matches = matchPhotosToItems(
    files.map((file) => file.name),
    items,
  );
  return files.map((file, index) => {
    const problem = validateItemPhotoFile(file);
    const itemId = matches[index]?.itemId ?? null;
    return {
      key: `${index}-${file.name}`,
      file,
      preview: problem || typeof URL.createObjectURL !== 'function' ? null : URL.createObjectURL(file),
      problem,
      target: problem || itemId === null ? SKIP : String(itemId),
      state: { step: 'review' },
    };
  });
}

/**
 * Many photos dropped (or chosen) on a section at once: each file is matched to an item by its name,
 * the owner reviews the matches (changes one, skips one, sees which items lose their current photo)
 * and confirms; only then are the photos sent, one after another, each with its progress and, on a
 * failure, its reason. No crop step: the server keeps each photo's own shape.
 */
export function SectionPhotosUpload({
  items,
  upload,
  onUploaded,
  upgradePrompt,
  shrink = shrinkPhoto,
}: SectionPhotosUploadProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const openFiles = useRef<() => void>(null);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [running, setRunning] = useState(false);

  // the previews' object URLs go when the dialog closes, or with the page
  const shownRows = useRef<Row[] | null>(null);
  shownRows.current = rows;
  useEffect(() => () => revokePreviews(shownRows.current), []);

  const itemById = useMemo(() => new Map(items.map((item) => [String(item.id), item])), [items]);
  const itemOptions = useMemo(
    () => [
      { value: SKIP, label: t`Skip this photo` },
      ...items.map((item) => ({ value: String(item.id), label: item.name })),
    ],
    [items, t],
  );

  if (upgradePrompt) return <>{upgradePrompt}</>;

  const reviewing = rows?.every((row) => row.state.step === 'review') ?? false;
  const finished = rows !== null && !running && !reviewing;
  const chosen = (rows ?? []).filter((row) => row.target !== SKIP && !row.problem);
  const targetCounts = new Map<string, number>();
  for (const row of chosen) targetCounts.set(row.target, (targetCounts.get(row.target) ?? 0) + 1);
  const twice = (row: Row) => row.target !== SKIP && (targetCounts.get(row.target) ?? 0) > 1;
  const hasDuplicates = chosen.some(twice);
  const replaced = chosen
    .map((row) => itemById.get(row.target))
    .filter((item): item is SectionPhotoItem => item?.photo != null);
  const count = chosen.length;

  function setRow(key: string, change: Partial<Row>) {
    setRows((current) => current?.map((row) => (row.key === key ? { ...row, ...change } : row)) ?? null);
  }

  function close() {
    if (running) return;
    revokePreviews(rows);
    setRows(null);
  }

  async function uploadAll(toSend: Row[]) {
    setRunning(true);
    for (const row of toSend) setRow(row.key, { state: { step: 'waiting' } });
    // one after another: the server processes each photo into its variants, and a phone's upload
    // link is better spent on one file at a time
    for (const row of toSend) {
      setRow(row.key, { state: { step: 'uploading', progress: 0 } });
      try {
        await upload(Number(row.target), await shrink(row.file), (progress) =>
          setRow(row.key, { state: { step: 'uploading', progress } }),
        );
        setRow(row.key, { state: { step: 'done' } });
      } catch (failure) {
        setRow(row.key, { state: { step: 'failed', error: itemPhotoErrorMessage(failure) } });
      }
    }
    setRunning(false);
    await onUploaded();
  }

  const failedRows = (rows ?? []).filter((row) => row.state.step === 'failed');
  const doneCount = (rows ?? []).filter((row) => row.state.step === 'done').length;
  const failedCount = failedRows.length;

  return (
    <>
      <Dropzone
        onDrop={(files) => setRows(rowsFor(files, items))}
        multiple
        openRef={openFiles}
        // the "Choose photos" button is the keyboard's way in: one tab stop, with a name
        activateOnKeyboard={false}
        inputProps={{ 'aria-label': t`Photos of the section’s items` }}
        radius="md"
        p="md"
        data-testid="section-photos-drop"
      >
        <Group gap="md" justify="space-between" wrap="wrap" style={{ pointerEvents: 'none' }}>
          <Stack gap={2} style={{ flex: '1 1 240px' }}>
            <Text fw={600}>
              <Trans>Photos for several items at once</Trans>
            </Text>
            <Text size="sm" c="dimmed">
              <Trans>
                Drop the photos here: each goes to the item with the same name as its file, such as
                bruschetta-al-pomodoro.jpg. You check the matches before anything is saved.
              </Trans>
            </Text>
          </Stack>
          <Button
            variant="light"
            onClick={() => openFiles.current?.()}
            style={{ pointerEvents: 'all' }}
            disabled={items.length === 0}
          >
            <Trans>Choose photos</Trans>
          </Button>
        </Group>
      </Dropzone>

      <Modal
        opened={rows !== null}
        onClose={close}
        closeOnEscape={!running}
        closeOnClickOutside={!running}
        withCloseButton={!running}
        title={t`Photos for the items`}
        size="lg"
        centered
      >
        <Stack gap="md">
          {reviewing ? (
            <Text size="sm">
              <Trans>Check which item each photo goes to. Nothing is saved until you confirm.</Trans>
            </Text>
          ) : (
            <Text size="sm" role="status">
              {running ? (
                <Trans>
                  Uploading: {doneCount} of {count} done.
                </Trans>
              ) : failedCount > 0 ? (
                <Trans>
                  {doneCount} uploaded, {failedCount} not: see why below.
                </Trans>
              ) : (
                <Plural value={doneCount} one="# photo uploaded." other="# photos uploaded." />
              )}
            </Text>
          )}
          {reviewing && replaced.length > 0 && (
            <Alert color="yellow" variant="light" title={t`These items lose their current photo`}>
              <List size="sm">
                {replaced.map((item) => (
                  <List.Item key={item.id}>{item.name}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {(rows ?? []).map((row) => {
              const fileName = row.file.name;
              return (
                <Paper key={row.key} component="li" withBorder p="xs" data-testid="photo-match">
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <Box w={56} h={42} style={{ flexShrink: 0 }}>
                      {row.preview && (
                        <Image src={row.preview} alt="" w={56} h={42} fit="cover" radius="sm" />
                      )}
                    </Box>
                    <Stack gap={4} miw={0} style={{ flex: 1 }}>
                      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {fileName}
                      </Text>
                      {row.problem ? (
                        <Text size="sm" c="red.8">
                          {i18n._(row.problem)}
                        </Text>
                      ) : reviewing ? (
                        <Select
                          size="sm"
                          // the file's name is just above: the label shows "Item", the name says which file
                          label={t`Item`}
                          aria-label={t`Item for ${fileName}`}
                          data={itemOptions}
                          value={row.target}
                          allowDeselect={false}
                          onChange={(value) => setRow(row.key, { target: value ?? SKIP })}
                          error={twice(row) ? t`Another photo is already chosen for this item.` : undefined}
                          comboboxProps={{ withinPortal: true }}
                        />
                      ) : (
                        <RowProgress
                          row={row}
                          itemName={itemById.get(row.target)?.name ?? null}
                          message={(error) => (typeof error === 'string' ? error : i18n._(error))}
                        />
                      )}
                    </Stack>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
          <Group justify="flex-end" gap="sm">
            {reviewing && (
              <>
                <Button variant="default" onClick={close}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button onClick={() => void uploadAll(chosen)} disabled={count === 0 || hasDuplicates}>
                  <Plural value={count} one="Upload # photo" other="Upload # photos" />
                </Button>
              </>
            )}
            {finished && failedRows.length > 0 && (
              <Button variant="light" onClick={() => void uploadAll(failedRows)}>
                <Trans>Try the failed ones again</Trans>
              </Button>
            )}
            {finished && (
              <Button onClick={close}>
                <Trans>Done</Trans>
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function revokePreviews(rows: Row[] | null) {
  for (const row of rows ?? []) if (row.preview) URL.revokeObjectURL(row.preview);
}

function RowProgress({
  row,
  itemName,
  message,
}: {
  row: Row;
  itemName: string | null;
  message: (error: Message | string) => string;
}) {
  const { t } = useLingui();
  const name = itemName ?? '';
  if (row.target === SKIP)
    return (
      <Text size="sm" c="dimmed">
        <Trans>Skipped.</Trans>
      </Text>
    );
  switch (row.state.step) {
    case 'waiting':
    case 'review':
      return (
        <Text size="sm" c="dimmed">
          <Trans>For {name}: waiting.</Trans>
        </Text>
      );
    case 'uploading':
      return (
        <Stack gap={4}>
          <Text size="sm">
            <Trans>For {name}: uploading.</Trans>
          </Text>
          <Progress
            value={Math.round(row.state.progress * 100)}
            aria-label={t`Uploading the photo of ${name}`}
          />
        </Stack>
      );
    case 'done':
      return (
        <Text size="sm" c="teal.9">
          <Trans>For {name}: saved.</Trans>
        </Text>
      );
    case 'failed':
      return (
        <Text size="sm" c="red.8">
          <Trans>For {name}: not saved.</Trans> {message(row.state.error)}
        </Text>
      );
  }
}
