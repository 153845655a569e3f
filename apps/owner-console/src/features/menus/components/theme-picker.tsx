import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Theme } from '@tavola/domain/entities';
import { themeFontStack } from '@tavola/domain/themes';
import { useState } from 'react';
import { type ThemeDraft, ThemeEditor } from './theme-editor';
import { UpgradePrompt } from './upgrade-prompt';

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

function ThemeCard({ theme, selected, onSelect }: { theme: Theme; selected: boolean; onSelect: () => void }) {
  return (
    <UnstyledButton
      role="radio"
      aria-checked={selected}
      aria-label={theme.name}
      onClick={onSelect}
      style={{
        borderRadius: 8,
        border: selected
          ? '2px solid var(--mantine-color-tavola-6)'
          : '2px solid var(--mantine-color-gray-3)',
        overflow: 'hidden',
      }}
    >
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
          {theme.name}
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
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
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
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {own.map((theme) => (
          <ThemeCard
            key={theme.id}
            theme={theme}
            selected={theme.id === value}
            onSelect={() => onChange(theme.id)}
          />
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        <Trans>Predefined themes</Trans>
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {predefined.map((theme) => (
          <ThemeCard
            key={theme.id}
            theme={theme}
            selected={theme.id === value}
            onSelect={() => onChange(theme.id)}
          />
        ))}
      </SimpleGrid>
      {customLook ? (
        editing && selected ? (
          <ThemeEditor
            key={selected.id}
            base={selected}
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
        <UpgradePrompt clubId={clubId}>
          <Trans>
            Custom colours and fonts are available on the Smart plan. The free plan uses the standard themes.
          </Trans>
        </UpgradePrompt>
      )}
    </Stack>
  );
}
