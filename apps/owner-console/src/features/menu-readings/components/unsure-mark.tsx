import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AlertIcon } from '#components/icons.tsx';

/**
 * "Check the price": a field the reading was unsure of. An icon and words, never a colour alone
 * (WCAG 1.4.1); the words are in the theme's text colour, the icon in orange (3:1 for a graphic).
 * Given as the field's description, it is read out with the field.
 */
export function UnsureMark({ children }: { children: ReactNode }) {
  return (
    <Group gap={4} component="span" wrap="nowrap" data-unsure-mark>
      <AlertIcon size={14} color="var(--mantine-color-orange-8)" />
      <Text span size="xs" fw={600} c="var(--mantine-color-text)">
        {children}
      </Text>
    </Group>
  );
}
