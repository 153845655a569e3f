import { Trans } from '@lingui/react/macro';
import { Badge, Box, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { memo, useId } from 'react';
import {
  fieldValue,
  isChanged,
  maxLengthOf,
  savedState,
  type TextEdit,
  type TranslationText,
} from '../utils/translation-draft';

export interface TranslationRowProps {
  text: TranslationText;
  edit: TextEdit | undefined;
  /** the target language (its code) */
  language: string;
  /** the menu's own language (its code) */
  sourceLanguage: string;
  /** the domain's or the server's message for this text, or nothing */
  error: string | undefined;
  /** for an option group, its item's name; for an option, its group's name (when known) */
  context?: string | undefined;
  onChange: (text: TranslationText, value: string) => void;
  onAccept: (text: TranslationText) => void;
}

/** What a text is, as the owner knows it; an option says whose it is (`context`). */
function TextKind({ text, context }: { text: TranslationText; context: string | undefined }) {
  if (text.kind === 'menu') return <Trans>Menu name</Trans>;
  if (text.kind === 'section') return <Trans>Section</Trans>;
  if (text.kind === 'option-group')
    return context ? <Trans>Option group of {context}</Trans> : <Trans>Option group</Trans>;
  if (text.kind === 'option') return context ? <Trans>Option in {context}</Trans> : <Trans>Option</Trans>;
  if (text.field === 'description') return <Trans>Description</Trans>;
  if (text.field === 'ingredients') return <Trans>Ingredients</Trans>;
  return <Trans>Item name</Trans>;
}

/**
 * One text: its original on the left (the field's label, so it is read out with the field and never
 * a Tab stop of its own) and the translation on the right; stacked on phones, original first. The
 * marks and their action sit after the field, so Tab goes from field to field except where a text
 * waits for the owner's decision.
 */
export const TranslationRow = memo(function TranslationRow({
  text,
  edit,
  language,
  sourceLanguage,
  error,
  context,
  onChange,
  onAccept,
}: TranslationRowProps) {
  const id = useId();
  const value = fieldValue(text, edit);
  const state = savedState(text);
  // an edited text is the owner's own: the stored state's marks no longer apply
  const pendingDecision = !isChanged(text, edit) && !edit?.accepted;
  // a machine draft may be outdated too (made before the original changed): both marks then
  const outdated = (state === 'outdated' || (state === 'draft' && text.outdated)) && pendingDecision;
  const draft = state === 'draft' && pendingDecision;
  const accepted = !isChanged(text, edit) && edit?.accepted;
  const long = text.field !== 'name';
  const fieldProps = {
    id,
    value,
    maxLength: maxLengthOf(text),
    error,
    // read out in the target language's voice; the original keeps the menu's language
    lang: language,
    onChange: (event: { currentTarget: { value: string } }) => onChange(text, event.currentTarget.value),
  };

  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="md"
      verticalSpacing={6}
      py="sm"
      data-testid="translation-row"
      data-state={state}
    >
      {/* an option sits a step in from its group, as in the item's form */}
      <Stack gap={2} miw={0} ps={text.kind === 'option' ? 'md' : 0}>
        <Text component="label" htmlFor={id} style={{ overflowWrap: 'anywhere' }}>
          <Text component="span" size="xs" c="dimmed" fw={600} display="block" tt="uppercase">
            <TextKind text={text} context={context} />
          </Text>
          <Text component="span" display="block" lang={sourceLanguage} id={`${id}-original`}>
            {text.original}
          </Text>
        </Text>
        {text.hidden && (
          <Group gap={4}>
            <Badge size="xs" color="gray" variant="light">
              <Trans>Hidden from guests</Trans>
            </Badge>
          </Group>
        )}
      </Stack>
      {/* side by side, the field starts level with the original text, not with its kind line above */}
      <Stack
        gap={6}
        miw={0}
        pt={{ base: 0, sm: 'calc(var(--mantine-font-size-xs) * var(--mantine-line-height-xs) + 2px)' }}
      >
        {long ? <Textarea autosize minRows={2} maxRows={8} {...fieldProps} /> : <TextInput {...fieldProps} />}
        {outdated && (
          <Box>
            <Group gap="xs" wrap="wrap">
              <Badge color="yellow" variant="light">
                <Trans>Outdated</Trans>
              </Badge>
              {/* an outdated draft has one decision: its Accept below */}
              {state === 'outdated' && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => onAccept(text)}
                  aria-describedby={`${id}-original`}
                >
                  <Trans>Still correct</Trans>
                </Button>
              )}
            </Group>
            <Text size="sm" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
              <Trans>
                Translated from: <span lang={sourceLanguage}>{text.translatedFrom}</span>
              </Trans>
            </Text>
          </Box>
        )}
        {draft && (
          <Group gap="xs" wrap="wrap">
            <Badge color="blue" variant="light">
              <Trans>Machine translation, not reviewed</Trans>
            </Badge>
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => onAccept(text)}
              aria-describedby={`${id}-original`}
            >
              <Trans>Accept</Trans>
            </Button>
          </Group>
        )}
        {accepted && (state === 'draft' || state === 'outdated') && (
          <Text size="sm" c="dimmed">
            <Trans>Accepted: saved with the next Save.</Trans>
          </Text>
        )}
      </Stack>
    </SimpleGrid>
  );
});
