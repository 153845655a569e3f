import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** Why a form could not be sent, announced to screen readers; renders nothing without a reason. */
export function FormError({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {children}
    </Alert>
  );
}
