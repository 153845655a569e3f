import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, ColorInput, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Theme } from '@tavola/domain/entities';
import {
  isThemeColor,
  lowContrastPairs,
  THEME_COLOR_FIELDS,
  THEME_FONT_NAMES,
  type ThemeColorField,
  type ThemeFont,
} from '@tavola/domain/themes';
import { useState } from 'react';
import { FormError } from '#components/form-error.tsx';

/** Generic faces get a name in the owner's language; named fonts (Barlow, Public Sans) keep theirs. */
const fontLabels: Partial<Record<ThemeFont, MessageDescriptor>> = {
  System: msg`System font`,
  Serif: msg`Serif`,
  Rounded: msg`Rounded`,
  Monospace: msg`Monospace`,
};

export type ThemeDraft = { name: string; font: ThemeFont } & Record<ThemeColorField, string>;

export interface ThemeEditorProps {
  /** the theme to start from */
  base: Theme;
  /** true: saves over `base` (one of the club's own); false: saves a new theme */
  editsBase: boolean;
  onSave: (draft: ThemeDraft) => Promise<void>;
  onCancel: () => void;
}

function draftOf(theme: Theme, copy: boolean, copyName: string): ThemeDraft {
  const colors = Object.fromEntries(THEME_COLOR_FIELDS.map((field) => [field, theme[field]])) as Record<
    ThemeColorField,
    string
  >;
  const font = (THEME_FONT_NAMES as string[]).includes(theme.font) ? (theme.font as ThemeFont) : 'System';
  return { ...colors, font, name: copy ? copyName : theme.name };
}

/** Custom colours and font of a menu theme (paid plans): every colour of spec section 3. */
export function ThemeEditor({ base, editsBase, onSave, onCancel }: ThemeEditorProps) {
  const { t, i18n } = useLingui();
  const baseName = base.name;
  const [draft, setDraft] = useState<ThemeDraft>(() => draftOf(base, !editsBase, t`${baseName} (custom)`));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const labels: Record<ThemeColorField, string> = {
    background: t`Background`,
    main: t`Main colour (buttons)`,
    text: t`Text`,
    divider: t`Dividers`,
    buttonText: t`Button text`,
    tabBackground: t`Section tabs`,
    tabText: t`Section tab text`,
    bestSellerLabelColor: t`Bestseller label`,
    suggestedLabelColor: t`Recommended label`,
    pdfHighlight: t`PDF highlight`,
    pdfSectionTitle: t`PDF section titles`,
    pdfText: t`PDF text`,
  };
  const valid = draft.name.trim() !== '' && THEME_COLOR_FIELDS.every((field) => isThemeColor(draft[field]));
  const poor = valid ? lowContrastPairs(draft) : [];

  async function save() {
    if (!valid) return;
    setSaving(true);
    setError(null);
    try {
      await onSave(draft);
    } catch {
      setError(t`The theme could not be saved, please try again.`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="sm" data-testid="theme-editor">
      <Group grow align="flex-start">
        <TextInput
          label={t`Theme name`}
          value={draft.name}
          maxLength={50}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
          error={draft.name.trim() === '' ? t`Name is required` : null}
        />
        <Select
          label={t`Font`}
          data={THEME_FONT_NAMES.map((font) => {
            const label = fontLabels[font];
            return { value: font, label: label ? i18n._(label) : font };
          })}
          value={draft.font}
          allowDeselect={false}
          onChange={(font) => font && setDraft({ ...draft, font: font as ThemeFont })}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {THEME_COLOR_FIELDS.map((field) => (
          <ColorInput
            key={field}
            label={labels[field]}
            format="hex"
            value={draft[field]}
            onChange={(value) => setDraft({ ...draft, [field]: value.toUpperCase() })}
            error={isThemeColor(draft[field]) ? null : t`Use a colour like #1F2937`}
          />
        ))}
      </SimpleGrid>
      {poor.length > 0 && (
        <Alert color="yellow" variant="light">
          <Trans>Some colours are hard to read together for guests: {poor.join(', ')}.</Trans>
        </Alert>
      )}
      <FormError>{error}</FormError>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={save} disabled={!valid} loading={saving}>
          {editsBase ? <Trans>Save theme</Trans> : <Trans>Save as a new theme</Trans>}
        </Button>
      </Group>
    </Stack>
  );
}
