import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ErrorStateProps {
  title?: ReactNode;
  /** Defaults to the product's generic text "It seems something went wrong." */
  message?: ReactNode;
  onRetry?: () => void;
  retryLabel?: ReactNode;
  /** Extra actions shown next to the retry button (e.g. a link home). */
  children?: ReactNode;
  /**
   * The state is the whole page (the /error page, a crash): the message is then the page's heading
   * (h1), where keyboard and screen reader users land; otherwise it is text under the title.
   */
  asPage?: boolean;
}

export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel,
  children,
  asPage = false,
}: ErrorStateProps) {
  const text = message ?? <Trans>It seems something went wrong.</Trans>;
  return (
    <Stack align="center" gap="md" py="xl" px="md" ta="center" role="alert">
      <ThemeIcon size={56} radius={28} variant="light" color="tavola" aria-hidden="true">
        <svg
          width="28"
          height="28"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5v5.5" strokeLinecap="round" />
          <circle cx="12" cy="16.5" r="0.6" fill="currentColor" />
        </svg>
      </ThemeIcon>
      {title && (
        <Title order={2} size="h3">
          {title}
        </Title>
      )}
      {asPage ? (
        <Title order={1} size="h3" maw={420}>
          {text}
        </Title>
      ) : (
        <Text size="lg" c="dimmed" maw={420}>
          {text}
        </Text>
      )}
      {(onRetry || children) && (
        <Stack gap="xs" align="center">
          {onRetry && <Button onClick={onRetry}>{retryLabel ?? <Trans>Retry</Trans>}</Button>}
          {children}
        </Stack>
      )}
    </Stack>
  );
}
