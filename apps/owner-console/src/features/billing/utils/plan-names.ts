import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PlanId } from '@tavola/domain/plans';

/** Plan names are product names; they are still catalogued so a language may write them its way. */
export const planNames: Record<PlanId, MessageDescriptor> = {
  freemium: msg`Freemium`,
  smart: msg`Smart`,
  professional: msg`Professional`,
};
