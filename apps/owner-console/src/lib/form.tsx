import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import { MessageText } from '#components/message-text.tsx';

/**
 * Turns the errors of a @tavola/domain validator into Mantine form errors. The texts render in the
 * active language, also after a language switch.
 */
export function toFormErrors(errors: Partial<Record<string, MessageDescriptor>>): Record<string, ReactNode> {
  const formErrors: Record<string, ReactNode> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (message) formErrors[field] = <MessageText message={message} />;
  }
  return formErrors;
}
