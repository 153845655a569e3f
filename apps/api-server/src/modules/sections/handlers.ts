import { later } from '#http/later.ts';

/** Arrives in a later issue: auth and club ownership are checked, then 501. */
export const sectionHandlers = later('saveSection', 'saveSectionsBatch', 'getSection', 'deleteSection');
