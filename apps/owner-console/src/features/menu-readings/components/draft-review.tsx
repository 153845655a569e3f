import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@tavola/api/errors';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#config/paths.ts';
import { errorCode, errorStatus } from '#lib/api-errors.ts';
import { notify } from '#lib/notifications.ts';
import { useCreateMenuFromReading } from '../api/create-menu-from-reading';
import { useDiscardMenuReading } from '../api/discard-menu-reading';
import { type MenuReading, menuReadingQueryOptions } from '../api/get-menu-reading';
import { type SaveState, useDraftAutosave } from '../hooks/use-draft-autosave';
import {
  addDish,
  addSection,
  deleteDish,
  deleteSection,
  type EditableDish,
  type EditableDraft,
  MAX_SECTIONS,
  mergeWithNext,
  moveDish,
  moveDishToSection,
  toEditableDraft,
  updateDish,
  updateSection,
} from '../utils/draft-edits';
import {
  type DraftProblems,
  draftProblemsOf,
  NO_PROBLEMS,
  problemKey,
  withoutProblem,
} from '../utils/draft-problems';
import { ConfirmModal } from './confirm-modal';
import { CreateMenuModal, type CreateRefusal } from './create-menu-modal';
import type { DishAction } from './dish-row';
import { MoveDishModal } from './move-dish-modal';
import { PageView } from './page-view';
import { ProblemList } from './problem-list';
import { SectionEditor } from './section-editor';

/** Where the focus goes once the rows have changed: a dish's field, or the section's own controls. */
type FocusRequest = { dishKey: string; target: 'name' | 'actions' } | { target: 'add-dish' | 'section-name' };

/** Why the last save failed, in the status line: the screen shows more beside the rows or above. */
type SaveFailure = 'fields' | 'changed-elsewhere' | 'not-ready';

function SaveStatus({ state, failure }: { state: SaveState; failure: SaveFailure }) {
  let text: ReactNode;
  switch (state) {
    case 'saving':
      text = <Trans>Saving…</Trans>;
      break;
    case 'unsaved':
      text = <Trans>Changes not saved yet</Trans>;
      break;
    case 'failed':
      if (failure === 'changed-elsewhere') text = <Trans>Not saved: changed in another window</Trans>;
      else if (failure === 'not-ready') text = <Trans>Not saved</Trans>;
      else text = <Trans>Not saved: check the marked fields</Trans>;
      break;
    default:
      text = <Trans>Saved</Trans>;
  }
  return (
    <Text size="sm" c={state === 'failed' ? 'red.8' : 'dimmed'} role="status" data-save-state={state}>
      {text}
    </Text>
  );
}

/** `callback` as a function that never changes, calling the latest `callback` of the render. */
function useStableCallback<Args extends unknown[]>(callback: (...args: Args) => void) {
  const latest = useRef(callback);
  latest.current = callback;
  return useCallback((...args: Args) => latest.current(...args), []);
}

/** The fields of a dish the owner edited: their problems are theirs to judge again. */
const editedFields = (change: Partial<EditableDish>) =>
  Object.keys(change).map((field) =>
    field === 'allergens' || field === 'dietaryTags' ? 'tags' : field === 'prices' ? 'prices' : field,
  ) as ('name' | 'description' | 'prices' | 'tags')[];

export interface DraftReviewProps {
  clubId: number;
  reading: MenuReading & { draft: NonNullable<MenuReading['draft']> };
}

/**
 * The review of a ready reading: a page image on the left (the row being edited outlined on it),
 * one section's dishes on the right, saved as the owner edits, and "Create the menu". The draft
 * is the screen's own from the moment it opens: the server's copy only follows it.
 */
export function DraftReview({ clubId, reading }: DraftReviewProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const readingId = reading.id;
  const [draft, setDraft] = useState<EditableDraft>(() => toEditableDraft(reading.draft));
  const [sectionKey, setSectionKey] = useState(() => draft.sections[0]?.key ?? '');
  const [page, setPage] = useState(1);
  const [hoveredDish, setHoveredDish] = useState<string | null>(null);
  const [focusedDish, setFocusedDish] = useState<string | null>(null);
  const [sectionNamePointed, setSectionNamePointed] = useState(false);
  const [problems, setProblems] = useState<DraftProblems>(NO_PROBLEMS);
  const [notReady, setNotReady] = useState(false);
  /** a save was refused: the draft was saved meanwhile in another window (412) */
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [movingDish, setMovingDish] = useState<string | null>(null);
  const [deletingSection, setDeletingSection] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [creating, setCreating] = useState(false);
  const [createRefusal, setCreateRefusal] = useState<CreateRefusal>(null);
  const focusRequest = useRef<FocusRequest | null>(null);
  const rows = useRef<HTMLDivElement>(null);
  const create = useCreateMenuFromReading();
  const discard = useDiscardMenuReading();

  /** A refusal of the server about `sent`: its details go beside their rows. */
  function refused(error: unknown, sent: EditableDraft) {
    if (errorStatus(error) === 409) {
      setNotReady(true);
      return;
    }
    if (errorStatus(error) === 412) {
      setChangedElsewhere(true);
      return;
    }
    const details = isApiError(error) ? (error.errorBody?.details ?? []) : [];
    if (errorStatus(error) !== 400 || details.length === 0) return;
    const placed = draftProblemsOf(details, sent);
    setProblems(placed);
    if (placed.firstSectionKey) setSectionKey(placed.firstSectionKey);
  }

  // the rows are memoised: they get handlers that stay the same while the draft changes
  const onChangeDish = useStableCallback(changeDish);
  const onDishAction = useStableCallback(dishAction);

  const autosave = useDraftAutosave({
    clubId,
    readingId,
    draft,
    revision: reading.draftRevision,
    onRefused: refused,
  });
  const queryClient = useQueryClient();

  /** The draft as saved in the other window, in place of this screen's (whose save was refused). */
  async function loadLatestDraft() {
    setReloading(true);
    try {
      const latest = await queryClient.fetchQuery({
        ...menuReadingQueryOptions(clubId, readingId),
        staleTime: 0,
        meta: { handlesErrors: [404] },
      });
      if (latest.status !== 'ready' || !latest.draft) {
        setNotReady(true);
        return;
      }
      const fresh = toEditableDraft(latest.draft);
      autosave.reset(fresh, latest.draftRevision);
      setDraft(fresh);
      setProblems(NO_PROBLEMS);
      setSectionKey(fresh.sections[0]?.key ?? '');
      setChangedElsewhere(false);
      setAnnouncement(t`The latest draft is loaded.`);
    } catch (error) {
      // a reading discarded meanwhile answers 404; anything else (shown by the console's notice)
      // leaves the button to try again
      if (errorStatus(error) === 404) setNotReady(true);
    } finally {
      setReloading(false);
    }
  }

  const section = draft.sections.find((entry) => entry.key === sectionKey) ?? draft.sections[0];

  // the focus lands where the owner expects it after a row was added, deleted, merged or moved
  useEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    focusRequest.current = null;
    const selector =
      'dishKey' in request
        ? `[data-dish-key="${request.dishKey}"] [data-focus-target="${request.target}"]`
        : `[data-focus-target="${request.target}"]`;
    // after the action menu has given the focus back to its button (it closes on the same click);
    // not cancelled by the next render (the save state changes at once), or it would never happen
    requestAnimationFrame(() => rows.current?.querySelector<HTMLElement>(selector)?.focus());
  });

  // the image follows the row being edited (or the section's name): the page it was read on, when
  // it is another
  const activeKey = hoveredDish ?? focusedDish;
  const activeDish = section?.dishes.find((dish) => dish.key === activeKey);
  const activeSources = (sectionNamePointed ? section?.sources : activeDish?.sources) ?? [];
  const activePage = activeSources[0]?.page;
  const activeOnShownPage = activeSources.some((source) => source.page === page);
  useEffect(() => {
    if (activePage !== undefined && !activeOnShownPage) setPage(activePage);
  }, [activePage, activeOnShownPage]);

  if (!section)
    return (
      <Stack gap="md">
        <Text>
          <Trans>The draft has no sections left.</Trans>
        </Text>
        <Group>
          <Button onClick={() => change(addSection(draft).draft)}>
            <Trans>Add a section</Trans>
          </Button>
        </Group>
      </Stack>
    );

  const highlight = activeSources.filter((source) => source.page === page).map((source) => source.box);

  function change(next: EditableDraft) {
    setDraft(next);
  }

  function changeDish(dishKey: string, fields: Partial<Omit<EditableDish, 'key'>>) {
    if (!section) return;
    change(updateDish(draft, section.key, dishKey, fields));
    let left = problems;
    for (const field of editedFields(fields)) left = withoutProblem(left, problemKey(dishKey, field));
    if (left !== problems) setProblems(left);
  }

  function dishAction(dishKey: string, action: DishAction) {
    if (!section) return;
    const index = section.dishes.findIndex((dish) => dish.key === dishKey);
    const position = index + 1;
    const neighbour = section.dishes[index + 1] ?? section.dishes[index - 1];
    switch (action) {
      case 'up':
      case 'down':
        change(moveDish(draft, section.key, dishKey, action === 'up' ? -1 : 1));
        focusRequest.current = { dishKey, target: 'actions' };
        setAnnouncement(action === 'up' ? t`Dish ${position} moved up.` : t`Dish ${position} moved down.`);
        break;
      case 'merge':
        change(mergeWithNext(draft, section.key, dishKey));
        focusRequest.current = { dishKey, target: 'name' };
        setAnnouncement(t`Dish ${position} merged with the next one.`);
        break;
      case 'split': {
        const added = addDish(draft, section.key, dishKey);
        change(added.draft);
        focusRequest.current = { dishKey: added.key, target: 'name' };
        break;
      }
      case 'delete':
        change(deleteDish(draft, section.key, dishKey));
        focusRequest.current = neighbour
          ? { dishKey: neighbour.key, target: 'name' }
          : { target: 'add-dish' };
        setAnnouncement(t`Dish ${position} deleted.`);
        break;
      case 'move':
        setMovingDish(dishKey);
        break;
    }
  }

  function moveToSection(targetKey: string) {
    if (!section || !movingDish) return;
    const index = section.dishes.findIndex((dish) => dish.key === movingDish);
    const neighbour = section.dishes[index + 1] ?? section.dishes[index - 1];
    const target = draft.sections.find((entry) => entry.key === targetKey);
    const targetName = target?.name.trim() || t`Untitled section`;
    const position = index + 1;
    change(moveDishToSection(draft, section.key, movingDish, targetKey));
    setMovingDish(null);
    focusRequest.current = neighbour ? { dishKey: neighbour.key, target: 'name' } : { target: 'add-dish' };
    setAnnouncement(t`Dish ${position} moved to ${targetName}.`);
  }

  function addNewSection() {
    if (draft.sections.length >= MAX_SECTIONS || !section) return;
    const added = addSection(draft, section.key);
    change(added.draft);
    setSectionKey(added.key);
    focusRequest.current = { target: 'section-name' };
  }

  function removeSection() {
    if (!section) return;
    const index = draft.sections.findIndex((entry) => entry.key === section.key);
    const next = draft.sections[index + 1] ?? draft.sections[index - 1];
    change(deleteSection(draft, section.key));
    setSectionKey(next?.key ?? '');
    setDeletingSection(false);
    focusRequest.current = { target: 'section-name' };
  }

  async function createMenu({ name, showToGuests }: { name: string; showToGuests: boolean }) {
    setCreateRefusal(null);
    // the server creates from the saved draft: the last edits are saved first
    if (!(await autosave.flush())) {
      setCreating(false);
      return;
    }
    try {
      const result = await create.mutateAsync({
        params: { path: { clubId, readingId } },
        body: { name, showToGuests },
      });
      notify({
        variant: 'success',
        message: result.hidden
          ? t`Menu “${name}” created. It is hidden from guests until you show it.`
          : t`Menu “${name}” created. Guests can see it now.`,
      });
      navigate(paths.menus.sections.getHref(clubId, result.menuId));
    } catch (error) {
      if (errorCode(error) === 'menu_limit_reached') setCreateRefusal('menu-limit');
      else if (errorStatus(error) === 409) setCreateRefusal('not-ready');
      else if (errorStatus(error) === 400) {
        setCreating(false);
        refused(error, autosave.lastSent());
      }
    }
  }

  async function discardDraft() {
    await discard.mutateAsync({ params: { path: { clubId, readingId } } }).catch(() => undefined);
    navigate(paths.menus.list.getHref(clubId));
  }

  const problemCount = Object.values(problems.byRow).reduce((sum, texts) => sum + texts.length, 0);
  const sectionName = section.name.trim() || t`Untitled section`;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>
            <Trans>Check the menu</Trans>
          </Title>
          <Text c="dimmed" size="sm" maw={640}>
            <Trans>
              Each dish is linked to where it was read: point at it, or move to it with the Tab key, to see it
              outlined on the page. Fields marked “Check” were hard to read. Your changes are saved as you go.
            </Trans>
          </Text>
        </Stack>
        <SaveStatus
          state={autosave.state}
          failure={notReady ? 'not-ready' : changedElsewhere ? 'changed-elsewhere' : 'fields'}
        />
      </Group>

      {notReady && (
        <Alert color="red" variant="light">
          <Trans>
            This draft can no longer be changed: it was discarded, or a menu was already created from it.
          </Trans>
        </Alert>
      )}
      {changedElsewhere && !notReady && (
        <Alert color="red" variant="light" title={<Trans>This draft was changed in another window</Trans>}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              <Trans>
                Your last changes here were not saved, so that they do not overwrite the other window’s. Load
                the latest draft to go on from it.
              </Trans>
            </Text>
            <Button size="xs" variant="default" onClick={loadLatestDraft} loading={reloading}>
              <Trans>Load the latest draft</Trans>
            </Button>
          </Stack>
        </Alert>
      )}
      {(problemCount > 0 || problems.general.length > 0) && (
        <Alert color="red" variant="light" title={<Trans>Some fields need a correction</Trans>}>
          {problems.general.length > 0 && <ProblemList problems={problems.general} />}
          {problemCount > 0 && (
            <Plural
              value={problemCount}
              one="# field needs a correction. It is marked below the dish."
              other="# fields need a correction. They are marked below their dishes."
            />
          )}
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Box>
          <PageView
            clubId={clubId}
            readingId={readingId}
            pages={reading.pages}
            page={page}
            onPageChange={setPage}
            highlight={highlight}
          />
        </Box>
        <div ref={rows}>
          <SectionEditor
            sections={draft.sections}
            section={section}
            problems={problems.byRow}
            onSelectSection={setSectionKey}
            onRenameSection={(name) => {
              change(updateSection(draft, section.key, { name, unsure: false }));
              setProblems(withoutProblem(problems, problemKey(section.key, 'name')));
            }}
            onAddSection={addNewSection}
            onDeleteSection={() => (section.dishes.length === 0 ? removeSection() : setDeletingSection(true))}
            onAddDish={() => {
              const added = addDish(draft, section.key);
              change(added.draft);
              focusRequest.current = { dishKey: added.key, target: 'name' };
            }}
            onChangeDish={onChangeDish}
            onDishAction={onDishAction}
            onHoverDish={setHoveredDish}
            onFocusDish={setFocusedDish}
            onPointSectionName={setSectionNamePointed}
          />
        </div>
      </SimpleGrid>

      <Group justify="space-between" wrap="wrap">
        <Button variant="subtle" color="red" onClick={() => setDiscarding(true)}>
          <Trans>Discard this draft</Trans>
        </Button>
        <Button onClick={() => setCreating(true)} disabled={notReady}>
          <Trans>Create the menu</Trans>
        </Button>
      </Group>

      {/* what a row action did, for screen readers: the rows themselves change silently */}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>

      <MoveDishModal
        position={movingDish ? section.dishes.findIndex((dish) => dish.key === movingDish) + 1 : null}
        targets={draft.sections.filter((entry) => entry.key !== section.key)}
        onMove={moveToSection}
        onClose={() => setMovingDish(null)}
      />
      <ConfirmModal
        opened={deletingSection}
        title={t`Delete the section “${sectionName}”?`}
        description={
          <Plural
            value={section.dishes.length}
            one="Its # dish is deleted with it."
            other="Its # dishes are deleted with it."
          />
        }
        confirmLabel={<Trans>Delete section</Trans>}
        onConfirm={removeSection}
        onClose={() => setDeletingSection(false)}
      />
      <ConfirmModal
        opened={discarding}
        title={t`Discard this draft?`}
        description={<Trans>The dishes found and your corrections are deleted. No menu is touched.</Trans>}
        confirmLabel={<Trans>Discard</Trans>}
        pending={discard.isPending}
        onConfirm={discardDraft}
        onClose={() => setDiscarding(false)}
      />
      <CreateMenuModal
        clubId={clubId}
        opened={creating}
        defaultName={draft.title ?? ''}
        pending={create.isPending || autosave.state === 'saving'}
        refusal={createRefusal}
        onCreate={createMenu}
        onClose={() => {
          setCreating(false);
          setCreateRefusal(null);
        }}
      />
    </Stack>
  );
}
