/**
 * The service object of fastify-openapi-glue: one handler per operationId of the contract, one
 * module per tag. The type makes a missing operation a compile error.
 */
import type { Handlers, OperationId } from '#http/types.ts';
import { activityHandlers } from './activity/handlers.ts';
import { adminHandlers } from './admin/handlers.ts';
import { authHandlers } from './auth/handlers.ts';
import { bannerHandlers } from './banners/handlers.ts';
import { brandHandlers } from './brands/handlers.ts';
import { clubHandlers } from './clubs/handlers.ts';
import { countryHandlers } from './countries/handlers.ts';
import { guestHandlers } from './guests/handlers.ts';
import { itemHandlers } from './items/handlers.ts';
import { itemPhotoHandlers } from './items/photo-handlers.ts';
import { menuReadingHandlers } from './menu-readings/handlers.ts';
import { menuHandlers } from './menus/handlers.ts';
import { operationHandlers } from './operations/handlers.ts';
import { orderHandlers } from './orders/handlers.ts';
import { adminPaymentHandlers } from './payments/admin-handlers.ts';
import { paymentHandlers } from './payments/handlers.ts';
import { publicPageHandlers } from './public-pages/handlers.ts';
import { pushHandlers } from './push/handlers.ts';
import { schedulingHandlers } from './schedulings/handlers.ts';
import { sectionHandlers } from './sections/handlers.ts';
import { spreadsheetHandlers } from './spreadsheets/handlers.ts';
import { statisticsHandlers } from './statistics/handlers.ts';
import { tableHandlers } from './tables/handlers.ts';
import { teamHandlers } from './team/handlers.ts';
import { themeHandlers } from './themes/handlers.ts';
import { translationHandlers } from './translations/handlers.ts';
import { uploadHandlers } from './uploads/handlers.ts';
import { userHandlers } from './users/handlers.ts';
import { waiterCallHandlers } from './waiter-calls/handlers.ts';

export const service: Handlers<OperationId> = {
  ...operationHandlers,
  ...authHandlers,
  ...userHandlers,
  ...brandHandlers,
  ...countryHandlers,
  ...clubHandlers,
  ...paymentHandlers,
  ...bannerHandlers,
  ...menuHandlers,
  ...spreadsheetHandlers,
  ...menuReadingHandlers,
  ...themeHandlers,
  ...translationHandlers,
  ...sectionHandlers,
  ...itemHandlers,
  ...itemPhotoHandlers,
  ...schedulingHandlers,
  ...tableHandlers,
  ...teamHandlers,
  ...uploadHandlers,
  ...adminHandlers,
  ...adminPaymentHandlers,
  ...guestHandlers,
  ...publicPageHandlers,
  ...waiterCallHandlers,
  ...pushHandlers,
  ...orderHandlers,
  ...statisticsHandlers,
  ...activityHandlers,
};
