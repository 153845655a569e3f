import { Group, Text } from '@mantine/core';
import { tavolaPalette } from './tokens';

export interface AppLogoProps {
  /** Height of the mark in px; the wordmark scales with it. */
  size?: number;
  /** Show the "Tavola" wordmark next to the mark. */
  withWordmark?: boolean;
}

/** The Tavola mark: a small table, which is what "tavola" means in Italian. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={tavolaPalette[6]} />
      <rect x="6" y="9" width="20" height="4.5" rx="2.25" fill="#fff" />
      <rect x="9" y="12" width="3.5" height="12" rx="1.75" fill="#fff" />
      <rect x="19.5" y="12" width="3.5" height="12" rx="1.75" fill="#fff" />
      <circle cx="16" cy="6.5" r="1.6" fill={tavolaPalette[1]} />
    </svg>
  );
}

export function AppLogo({ size = 32, withWordmark = true }: AppLogoProps) {
  return (
    <Group gap={Math.round(size / 4)} wrap="nowrap" aria-label="Tavola" role="img">
      <LogoMark size={size} />
      {withWordmark && (
        <Text
          component="span"
          ff="heading"
          fw={700}
          fz={Math.round(size * 0.75)}
          lh={1}
          c="dark.8"
          style={{ letterSpacing: '0.01em' }}
          aria-hidden="true"
        >
          Tavola
        </Text>
      )}
    </Group>
  );
}
