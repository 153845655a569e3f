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

/**
 * After a submit that found errors: brings the first field marked invalid into view and focuses it.
 * On a phone the submit button sits below a long form, where no error would otherwise be seen.
 * Selects are only scrolled to, so their list does not pop open.
 */
export function revealFirstInvalid(form: HTMLFormElement | null | undefined) {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    if (!field.hasAttribute('aria-haspopup')) field.focus({ preventScroll: true });
  });
}
