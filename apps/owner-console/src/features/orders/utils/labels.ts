import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderStation, RoundStatus } from '../api/list-orders';

export const STATION_NAMES: Record<OrderStation, MessageDescriptor> = {
  kitchen: msg`Kitchen`,
  bar: msg`Bar`,
};

export const STATUS_NAMES: Record<RoundStatus, MessageDescriptor> = {
  received: msg`Received`,
  preparing: msg`Preparing`,
  ready: msg`Ready`,
  served: msg`Served`,
};

/** The button that moves a round from its status to the next one. */
export const NEXT_STEP_NAMES: Record<Exclude<RoundStatus, 'served'>, MessageDescriptor> = {
  received: msg`Start preparing`,
  preparing: msg`Mark ready`,
  ready: msg`Mark served`,
};
