export {
  DEMO_BAR_CLUB_NAME,
  DEMO_CLUB_NAME,
  DEMO_PASSWORD,
  DEMO_PHONE,
  DEMO_TOTP_SECRET,
} from '@tavola/api-server/demo-account';
