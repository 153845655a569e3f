/** Scan statistics of a club: per day, top tables, languages. */
import { later } from '#http/later.ts';

export const statisticsHandlers = later('getScanStatistics');
