import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

/**
 * Renders a message descriptor (e.g. a validation message of @tavola/domain) in the active
 * language. Used as a form error so the text follows a language switch without re-validating.
 */
export function MessageText({ message }: { message: MessageDescriptor }) {
  const { i18n } = useLingui();
  return <>{i18n._(message)}</>;
}
