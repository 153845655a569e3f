// Generated from openapi/spec.yaml by tools/gen-api (`pnpm gen:api`). Do not edit by hand.
/* eslint-disable */

/** `maximum` of the number properties of each schema. */

export const ItemOptionInput = { id: 2147483647, price: 1000000 } as const;
export const ItemOptionGroupInput = { id: 2147483647, minChoices: 50, maxChoices: 50 } as const;
export const MenuItemSummary = { spiciness: 3 } as const;
export const MenuItem = { spiciness: 3 } as const;
export const OwnershipTransferInput = { userId: 2147483647 } as const;
export const PushSubscriptionInput = { expirationTime: 8640000000000000 } as const;
export const PaymentPlan = { vat: 100 } as const;
export const PaymentPlanInput = { price: 100000, vat: 100 } as const;
export const PaymentMethod = { expMonth: 12 } as const;
export const DemoCardInput = { expMonth: 12, expYear: 2100 } as const;
export const ClubOfferInput = { months: 2147483647, brandId: 2147483647 } as const;
export const ClubInput = { seats: 100000, brandId: 2147483647 } as const;
export const ClubUpdate = { seats: 100000, brandId: 2147483647 } as const;
export const ClubSettingsInput = { themeId: 2147483647, callAlertMinutes: 60 } as const;
export const SubscriptionInput = { paymentPlanId: 2147483647 } as const;
export const MenuInput = { id: 2147483647, position: 2147483647, refreshTime: 86400, themeId: 2147483647 } as const;
export const PositionUpdate = { id: 2147483647, position: 2147483647 } as const;
export const SectionInput = { id: 2147483647, position: 2147483647 } as const;
export const ItemInput = { id: 2147483647, sectionId: 2147483647, price: 1000000, position: 2147483647, spiciness: 3 } as const;
export const MenuReadingPrice = { amount: 99999.99 } as const;
export const MenuReadingSource = { page: 20 } as const;
export const MenuReadingBox = { x: 100000, y: 100000, width: 100000, height: 100000 } as const;
export const SchedulingInput = { id: 2147483647, tableZoneId: 2147483647 } as const;
export const TableInput = { id: 2147483647, tableZoneId: 2147483647 } as const;
export const TableRangeInput = { from: 9999, to: 9999, tableZoneId: 2147483647 } as const;
export const PublicMenuItem = { spiciness: 3 } as const;
export const TranslationTextInput = { id: 2147483647 } as const;
export const OrderLineInput = { itemId: 2147483647, quantity: 99 } as const;
export const OrderLine = { quantity: 99 } as const;
export const OrderLineCorrection = { quantity: 99 } as const;
export const OrderMoveRequest = { tableId: 2147483647 } as const;
export const WaiterCallRequest = { menuId: 2147483647 } as const;
