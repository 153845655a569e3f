/**
 * The product's entities (spec section 3) under their domain names. They are the contract's
 * response schemas (openapi/spec.yaml, generated into @tavola/api), never written by hand: change
 * the contract and run `pnpm gen:api`. Request bodies keep their contract names in
 * `Schemas['MenuInput']` etc. from `@tavola/api/schema`.
 */
import type { components } from '@tavola/api/schema';

type Schemas = components['schemas'];

// Menus, sections, items
export type Menu = Schemas['FullMenu'];
export type MenuTranslation = Schemas['MenuTranslation'];
export type MenuListEntry = Schemas['MenuListEntry'];
export type MenuSection = Schemas['MenuSection'];
export type MenuSectionTranslation = Schemas['MenuSectionTranslation'];
export type MenuItem = Schemas['MenuItem'];
export type MenuItemSummary = Schemas['MenuItemSummary'];
export type MenuItemTranslation = Schemas['MenuItemTranslation'];
export type Banner = Schemas['Banner'];
export type Theme = Schemas['Theme'];
export type AllergenCode = Schemas['AllergenCode'];
export type DietaryTag = Schemas['DietaryTag'];
export type OptionChoice = Schemas['OptionChoice'];
export type ItemPhoto = Schemas['ItemPhoto'];
export type ItemOptionGroup = Schemas['ItemOptionGroup'];
export type ItemOption = Schemas['ItemOption'];
export type ItemOptionGroupInput = Schemas['ItemOptionGroupInput'];
export type ItemOptionInput = Schemas['ItemOptionInput'];
export type PublicOptionGroup = Schemas['PublicOptionGroup'];
export type PublicItemOption = Schemas['PublicItemOption'];
/** Key of a translation map (two lower-case letters). */
export type LanguageCode = Schemas['LanguageCode'];

// Guest view of a table
export type TableMenuView = Schemas['TableMenuView'];
export type TableMenuEntry = Schemas['TableMenuEntry'];

// Clubs
export type Club = Schemas['ClubDetail'];
export type OwnedClub = Schemas['OwnedClub'];
export type Address = Schemas['Address'];
/** The club notice (the contract's `Message`; renamed so it is not taken for a validation message). */
export type ClubMessage = Schemas['Message'];
export type Brand = Schemas['Brand'];

// Payments
export type CurrentPaymentState = Schemas['CurrentPaymentState'];
export type PaymentPlan = Schemas['PaymentPlan'];
export type PaymentSetup = Schemas['PaymentSetup'];

// Tables, zones, schedulings
export type Table = Schemas['Table'];
export type TableList = Schemas['TableList'];
export type TableZone = Schemas['TableZone'];
export type TableZoneList = Schemas['TableZoneList'];
export type Scheduling = Schemas['Scheduling'];
export type SchedulingList = Schemas['SchedulingList'];

// Countries
export type Country = Schemas['Country'];
export type State = Schemas['State'];
export type City = Schemas['City'];

// Account
export type Session = Schemas['Session'];
export type CurrentUser = Schemas['CurrentUser'];
export type TotpEnrolment = Schemas['TotpEnrolment'];

// Call results
export type Outcome = Schemas['Outcome'];
export type ClubCreated = Schemas['ClubCreated'];
export type CreatedUser = Schemas['CreatedUser'];
export type UploadUrl = Schemas['UploadUrl'];
/** The error body of every failed call. */
export type ApiError = Schemas['Error'];
