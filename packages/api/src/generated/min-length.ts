// Generated from openapi/spec.yaml by tools/gen-api (`pnpm gen:api`). Do not edit by hand.
/* eslint-disable */

/** `minLength` of the text properties of each schema, in characters (Unicode code points, as Ajv counts). */

export const OptionTextTranslationInput = { translatedName: 1 } as const;
export const ItemOptionInput = { name: 1 } as const;
export const ItemOptionGroupInput = { name: 1 } as const;
export const ThemeInput = { name: 1 } as const;
export const InvitationAcceptance = { token: 1 } as const;
export const PushSubscriptionInput = { endpoint: 1 } as const;
export const ClubMessageInput = { summary: 1, fullMessage: 1 } as const;
export const BrandInput = { name: 1 } as const;
export const BrandUpdate = { name: 1 } as const;
export const DemoCardInput = { clientSecret: 1 } as const;
export const LoginRequest = { password: 8 } as const;
export const NewUser = { name: 1, surname: 1, password: 8 } as const;
export const PasswordResetRequest = { token: 1, password: 8, passwordConfirmation: 8 } as const;
export const AccountDeletionRequest = { confirmation: 1 } as const;
export const AddressInput = { line1: 1, city: 1, postalCode: 1 } as const;
export const ClubInput = { name: 1, companyName: 1, vatNumber: 1 } as const;
export const ClubUpdate = { name: 1, companyName: 1, vatNumber: 1, timeZone: 1 } as const;
export const BannerInput = { title: 1, price: 1 } as const;
export const MenuInput = { name: 1 } as const;
export const SectionInput = { name: 1 } as const;
export const ItemInput = { name: 1 } as const;
export const MenuFromReadingInput = { name: 1 } as const;
export const MenuImportUpload = { name: 1 } as const;
export const TableInput = { name: 1 } as const;
export const TableZoneInput = { name: 1 } as const;
export const OrderLineVoid = { reason: 1 } as const;
