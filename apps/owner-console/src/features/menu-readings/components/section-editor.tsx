import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { FIELD_LIMITS } from '@tavola/domain/limits';
import { useEffect, useState } from 'react';
import { PlusIcon, TrashIcon } from '#components/icons.tsx';
import type { EditableDish, EditableSection } from '../utils/draft-edits';
import { type ProblemText, problemKey } from '../utils/draft-problems';
import { type DishAction, DishRow } from './dish-row';
import { ProblemList } from './problem-list';
import { UnsureMark } from './unsure-mark';

export interface SectionEditorProps {
  sections: readonly EditableSection[];
  section: EditableSection;
  problems: Record<string, ProblemText[]>;
  onSelectSection: (key: string) => void;
  onRenameSection: (name: string) => void;
  onAddSection: () => void;
  onDeleteSection: () => void;
  onAddDish: () => void;
  onChangeDish: (dishKey: string, change: Partial<Omit<EditableDish, 'key'>>) => void;
  onDishAction: (dishKey: string, action: DishAction) => void;
  onHoverDish: (dishKey: string | null) => void;
  onFocusDish: (dishKey: string | null) => void;
  /** the section's name is pointed at or focused (true) or left (false): its heading is outlined */
  onPointSectionName: (pointed: boolean) => void;
}

/**
 * The right half of the review: which section is shown (with its count of dishes), its name, its
 * dishes as rows, and "Add a dish". One section at a time keeps a long menu's page short.
 */
export function SectionEditor({
  sections,
  section,
  problems,
  onSelectSection,
  onRenameSection,
  onAddSection,
  onDeleteSection,
  onAddDish,
  onChangeDish,
  onDishAction,
  onHoverDish,
  onFocusDish,
  onPointSectionName,
}: SectionEditorProps) {
  const { t } = useLingui();
  // the name's heading stays outlined while either the pointer or the focus is on the field
  const [namePointed, setNamePointed] = useState({ pointer: false, focus: false });
  const pointed = namePointed.pointer || namePointed.focus;
  useEffect(() => onPointSectionName(pointed), [pointed, onPointSectionName]);
  const nameProblems = problems[problemKey(section.key, 'name')];
  const count = section.dishes.length;
  const sectionName = section.name.trim() || t`Untitled section`;

  return (
    <Stack gap="sm">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t`Section`}
          value={section.key}
          onChange={(event) => onSelectSection(event.currentTarget.value)}
          data={sections.map((entry, index) => {
            const name = entry.name.trim() || t`Untitled section`;
            const dishes = entry.dishes.length;
            const place = index + 1;
            // counts in the option's words: a native option holds text only
            return {
              value: entry.key,
              label: t({
                message: `${place}. ${name} (${plural(dishes, { one: '# dish', other: '# dishes' })})`,
              }),
            };
          })}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button variant="default" leftSection={<PlusIcon size={16} />} onClick={onAddSection}>
          <Trans>Add a section</Trans>
        </Button>
      </Group>

      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label={t`Section name`}
          value={section.name}
          maxLength={FIELD_LIMITS.section.name}
          onChange={(event) => onRenameSection(event.currentTarget.value)}
          description={section.unsure ? <UnsureMark>{t`Check the section name`}</UnsureMark> : undefined}
          error={nameProblems ? <ProblemList problems={nameProblems} /> : undefined}
          style={{ flex: 1 }}
          data-focus-target="section-name"
          onFocus={() => setNamePointed((now) => ({ ...now, focus: true }))}
          onBlur={() => setNamePointed((now) => ({ ...now, focus: false }))}
          onMouseEnter={() => setNamePointed((now) => ({ ...now, pointer: true }))}
          onMouseLeave={() => setNamePointed((now) => ({ ...now, pointer: false }))}
        />
        <Button
          variant="subtle"
          color="red"
          mt={24}
          leftSection={<TrashIcon size={16} />}
          onClick={onDeleteSection}
          aria-label={t`Delete the section ${sectionName}`}
        >
          <Trans>Delete section</Trans>
        </Button>
      </Group>

      <Text size="sm" c="dimmed">
        <Plural value={count} one="# dish in this section" other="# dishes in this section" />
      </Text>

      <Stack
        gap="sm"
        component="ol"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t`Dishes of ${sectionName}`}
      >
        {section.dishes.map((dish, index) => (
          <DishRow
            key={dish.key}
            dish={dish}
            index={index}
            count={count}
            canMoveToSection={sections.length > 1}
            problems={problems}
            onChange={onChangeDish}
            onAction={onDishAction}
            onHover={onHoverDish}
            onFocusWithin={onFocusDish}
          />
        ))}
      </Stack>

      <Group>
        <Button
          variant="light"
          leftSection={<PlusIcon size={16} />}
          onClick={onAddDish}
          data-focus-target="add-dish"
        >
          <Trans>Add a dish</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
