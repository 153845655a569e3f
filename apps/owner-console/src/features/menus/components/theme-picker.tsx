import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { Theme } from '@tavola/domain/entities';
import { themeFontStack } from '@tavola/domain/themes';
import { useState } from 'react';
import { CheckIcon } from '#components/icons.tsx';
import { UpgradePrompt } from '#components/upgrade-prompt.tsx';
import { type ThemeDraft, ThemeEditor } from './theme-editor';

export interface ThemePickerProps {
  clubId: number;
  predefined: Theme[];
  own: Theme[];
  value: number | null;
  onChange: (themeId: number) => void;
  /** custom colours and fonts (the plan's `customLook`) */
  customLook: boolean;
  /** saves a custom theme (over `themeId` when given) and returns it */
  onSaveTheme: (draft: ThemeDraft, themeId: number | null) => Promise<Theme>;
}

/** The names of the predefined themes (packages/domain/src/themes.ts) in the owner's language. */
const predefinedThemeNames: Record<string, MessageDescriptor> = {
  Classic: msg`Classic`,
  Trattoria: msg`Trattoria`,
  Seaside: msg`Seaside`,
  Garden: msg`Garden`,
  Night: msg`Night`,
  'Cocktail bar': msg`Cocktail bar`,
  Espresso: msg`Espresso`,
};

function ThemeCard({
  theme,
  name,
  selected,
  onSelect,
}: {
  theme: Theme;
  name: string;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <UnstyledButton
      role="radio"
      aria-checked={selected}
      aria-label={name}
      onClick={onSelect}
      pos="relative"
      style={{
        borderRadius: 8,
        border: selected
          ? '2px solid var(--mantine-color-tavola-6)'
          : '2px solid var(--mantine-color-gray-3)',
        boxShadow: selected ? '0 0 0 2px var(--mantine-color-tavola-2)' : undefined,
        overflow: 'hidden',
      }}
    >
      {selected && (
        <ThemeIcon size={20} radius="xl" pos="absolute" top={4} right={4} style={{ zIndex: 1 }}>
          <CheckIcon size={14} />
        </ThemeIcon>
      )}
      <Box
        p="xs"
        style={{ background: theme.background, color: theme.text, fontFamily: themeFontStack(theme.font) }}
      >
        <Box
          px={6}
          py={2}
          mb={6}
          style={{ background: theme.tabBackground, color: theme.tabText, borderRadius: 4, fontSize: 12 }}
        >
          <Text span inherit truncate display="block" pr={selected ? 18 : 0}>
            {name}
          </Text>
        </Box>
        <Group gap={4} wrap="nowrap">
          <Text size="xs" style={{ color: theme.text, flex: 1 }} truncate>
            Aa · 12,50
          </Text>
          <Box
            w={14}
            h={14}
            style={{ background: theme.main, borderRadius: 7, border: `1px solid ${theme.divider}` }}
          />
          <Box w={14} h={14} style={{ background: theme.bestSellerLabelColor, borderRadius: 7 }} />
          <Box w={14} h={14} style={{ background: theme.suggestedLabelColor, borderRadius: 7 }} />
        </Group>
      </Box>
    </UnstyledButton>
  );
}

/** Cards of the themes a menu may use; custom colours and fonts on paid plans, else the upgrade prompt. */
export function ThemePicker({
  clubId,
  predefined,
  own,
  value,
  onChange,
  customLook,
  onSaveTheme,
}: ThemePickerProps) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const predefinedName = (theme: Theme) => {
    const message = predefinedThemeNames[theme.name];
    return message ? i18n._(message) : theme.name;
  };
  const selected = [...own, ...predefined].find((theme) => theme.id === value);
  const selectedIsOwn = own.some((theme) => theme.id === value);

  return (
    <Stack gap="xs" role="radiogroup" aria-label={t`Theme`}>
      <Text fw={500} size="sm">
        <Trans>Theme</Trans>
      </Text>
      {own.length > 0 && (
        <Text size="xs" c="dimmed">
          <Trans>Your club’s themes</Trans>
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        {own.map((theme) => (
          <ThemeCard
            key={theme.id}
            theme={theme}
            name={theme.name}
            selected={theme.id === value}
            onSelect={() => onChange(theme.id)}
          />
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        <Trans>Predefined themes</Trans>
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        {predefined.map((theme) => (
          <ThemeCard
            key={theme.id}
            theme={theme}
            name={predefinedName(theme)}
            selected={theme.id === value}
            onSelect={() => onChange(theme.id)}
          />
        ))}
      </SimpleGrid>
      {customLook ? (
        editing && selected ? (
          <ThemeEditor
            key={selected.id}
            base={selectedIsOwn ? selected : { ...selected, name: predefinedName(selected) }}
            editsBase={selectedIsOwn}
            onCancel={() => setEditing(false)}
            onSave={async (draft) => {
              const saved = await onSaveTheme(draft, selectedIsOwn ? selected.id : null);
              onChange(saved.id);
              setEditing(false);
            }}
          />
        ) : (
          <Group>
            <Button variant="light" size="xs" onClick={() => setEditing(true)} disabled={!selected}>
              <Trans>Customize colours and font</Trans>
            </Button>
          </Group>
        )
      ) : (
        <UpgradePrompt clubId={clubId} feature="customLook">
          <Trans>
            Custom colours and fonts are available on the Smart plan. The free plan uses the standard themes.
          </Trans>
        </UpgradePrompt>
      )}
    </Stack>
  );
}
