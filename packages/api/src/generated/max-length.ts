// Generated from openapi/spec.yaml by tools/gen-api (`pnpm gen:api`). Do not edit by hand.
/* eslint-disable */

/** `maxLength` of the text properties of each schema, in characters (Unicode code points, as Ajv counts). */

export const OptionTextTranslationInput = { translatedName: 60 } as const;
export const ItemOption = { name: 60 } as const;
export const ItemOptionGroup = { name: 60 } as const;
export const ItemOptionInput = { name: 60 } as const;
export const ItemOptionGroupInput = { name: 60 } as const;
export const Banner = { title: 100, subtitle: 255, description: 1000, price: 45 } as const;
export const MenuItemSummary = { name: 100, description: 254, ingredients: 254, additionalNotes: 254, priceText: 45 } as const;
export const MenuItem = { name: 100, description: 254, ingredients: 254, additionalNotes: 254, priceText: 45 } as const;
export const MenuSection = { name: 100 } as const;
export const FullMenu = { name: 100, adminDisplayName: 100, footer: 400 } as const;
export const MenuListEntry = { name: 100, adminDisplayName: 100 } as const;
export const ThemeInput = { name: 50 } as const;
export const ClubInvitationInput = { email: 254 } as const;
export const InvitationAcceptance = { token: 512 } as const;
export const PushSubscriptionInput = { endpoint: 2048 } as const;
export const ClubMessageInput = { summary: 120, fullMessage: 2000 } as const;
export const BrandInput = { name: 100 } as const;
export const BrandUpdate = { name: 100 } as const;
export const DemoCardInput = { clientSecret: 255 } as const;
export const Table = { name: 100 } as const;
export const LoginRequest = { password: 20 } as const;
export const NewUser = { name: 100, surname: 100, email: 254, password: 20 } as const;
export const PasswordResetRequest = { token: 512, password: 20, passwordConfirmation: 20 } as const;
export const AccountDeletionRequest = { confirmation: 50 } as const;
export const AddressInput = { line1: 255, line2: 255, city: 100, state: 100, postalCode: 20 } as const;
export const ClubInput = { name: 100, salesAccountName: 100, salesAccountLastName: 100, companyName: 255, vatNumber: 30, website: 255, instagram: 255, facebook: 255, whatsapp: 30, displayEmail: 254, displayPhone: 30 } as const;
export const ClubUpdate = { name: 100, salesAccountName: 100, salesAccountLastName: 100, companyName: 255, vatNumber: 30, timeZone: 64, website: 255, instagram: 255, facebook: 255, whatsapp: 30, displayEmail: 254, displayPhone: 30 } as const;
export const ClubPublicPageInput = { slug: 4096 } as const;
export const BannerInput = { title: 100, subtitle: 255, description: 1000, price: 45 } as const;
export const TranslationNameInput = { translatedName: 100 } as const;
export const ItemTranslationInput = { translatedName: 100, translatedDescription: 254, translatedIngredients: 254 } as const;
export const MenuInput = { name: 100, adminDisplayName: 100, footer: 400 } as const;
export const SectionInput = { name: 100 } as const;
export const ItemInput = { name: 100, description: 254, ingredients: 254, additionalNotes: 254, priceText: 45 } as const;
export const MenuReadingDraft = { title: 100 } as const;
export const MenuReadingSection = { name: 100 } as const;
export const MenuReadingDish = { name: 100, description: 1000 } as const;
export const MenuReadingDishTranslation = { name: 100, description: 1000 } as const;
export const MenuReadingPrice = { label: 50 } as const;
export const MenuFromReadingInput = { name: 100 } as const;
export const MenuImportUpload = { name: 100 } as const;
export const TableInput = { name: 100 } as const;
export const TableRangeInput = { prefix: 90 } as const;
export const TableZoneInput = { name: 60 } as const;
export const TranslationTextInput = { translation: 254 } as const;
export const OrderJoinRequest = { name: 30 } as const;
export const OrderLineInput = { note: 200 } as const;
export const OrderLineCorrection = { note: 200 } as const;
export const OrderLineVoid = { reason: 200 } as const;
