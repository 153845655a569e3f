/**
 * Tables and table zones: name limits, the range of tables added in one go ("T1" to "T20"), and
 * the texts of their validation errors. The limits are the contract's (openapi/spec.yaml
 * TableInput, TableRangeInput, TableZoneInput, generated into @tavola/api), so a form says so
 * before the server answers 400.
 */
import * as maxLength from '@tavola/api/generated/max-length';
import * as maximum from '@tavola/api/generated/maximum';
import { collectErrors, type Message, type ValidationErrors } from './messages';
import { limitText, requireText, type TextValue, textLength } from './text';

export const TABLE_NAME_MAX = maxLength.TableInput.name;
export const ZONE_NAME_MAX = maxLength.TableZoneInput.name;
/** Text before the number of a range of tables. */
export const TABLE_RANGE_PREFIX_MAX = maxLength.TableRangeInput.prefix;
/** Highest number of a range. */
export const TABLE_RANGE_NUMBER_MAX = maximum.TableRangeInput.to;
/** Tables added by one range, at most. */
export const TABLE_RANGE_MAX_COUNT = 100;

// Texts avoid `{`, `}`, `#` and apostrophes: they are ICU MessageFormat syntax in the catalogs.
export const tableMessages = {
  tableNameRequired: /*i18n*/ { id: 'validation.table.name.required', message: 'Table name is required' },
  tableNameTooLong: /*i18n*/ {
    id: 'validation.table.name.tooLong',
    message: 'Table name must be at most 100 characters',
  },
  zoneNameRequired: /*i18n*/ { id: 'validation.zone.name.required', message: 'Zone name is required' },
  zoneNameTooLong: /*i18n*/ {
    id: 'validation.zone.name.tooLong',
    message: 'Zone name must be at most 60 characters',
  },
  rangePrefixTooLong: /*i18n*/ {
    id: 'validation.tableRange.prefix.tooLong',
    message: 'The text before the number must be at most 90 characters',
  },
  rangeNumberRequired: /*i18n*/ {
    id: 'validation.tableRange.number.required',
    message: 'Enter a whole number from 0 to 9999',
  },
  rangeOrder: /*i18n*/ {
    id: 'validation.tableRange.order',
    message: 'The last number must not be lower than the first',
  },
  rangeTooMany: /*i18n*/ {
    id: 'validation.tableRange.tooMany',
    message: 'You can add at most 100 tables at a time',
  },
} as const satisfies Record<string, Message>;

export function validateTableName(value: TextValue): Message | null {
  return (
    requireText(value, tableMessages.tableNameRequired) ??
    limitText(value, TABLE_NAME_MAX, tableMessages.tableNameTooLong)
  );
}

export function validateZoneName(value: TextValue): Message | null {
  return (
    requireText(value, tableMessages.zoneNameRequired) ??
    limitText(value, ZONE_NAME_MAX, tableMessages.zoneNameTooLong)
  );
}

export interface TableRangeValues {
  prefix?: string | null;
  from?: number | string | null;
  to?: number | string | null;
}

function rangeNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(number) && number >= 0 && number <= TABLE_RANGE_NUMBER_MAX ? number : null;
}

/** The names of a range: prefix "T", 1 to 3 gives T1, T2, T3; "Table " gives "Table 1"… */
export function tableRangeNames(prefix: string, from: number, to: number): string[] {
  const names: string[] = [];
  for (let number = from; number <= to; number++) names.push(`${prefix}${number}`.trim());
  return names;
}

export function validateTableRange(values: TableRangeValues): ValidationErrors<'prefix' | 'from' | 'to'> {
  const from = rangeNumber(values.from);
  const to = rangeNumber(values.to);
  let toError: Message | null = to === null ? tableMessages.rangeNumberRequired : null;
  if (from !== null && to !== null) {
    if (to < from) toError = tableMessages.rangeOrder;
    else if (to - from + 1 > TABLE_RANGE_MAX_COUNT) toError = tableMessages.rangeTooMany;
  }
  const prefix = values.prefix ?? '';
  // the longest name of the range must fit a table name
  const longest = `${prefix}${to ?? from ?? 0}`.trim();
  let prefixError: Message | null = null;
  if (textLength(prefix) > TABLE_RANGE_PREFIX_MAX) prefixError = tableMessages.rangePrefixTooLong;
  else if (textLength(longest) > TABLE_NAME_MAX) prefixError = tableMessages.tableNameTooLong;
  return collectErrors({
    prefix: prefixError,
    from: from === null ? tableMessages.rangeNumberRequired : null,
    to: toError,
  });
}

/** Sorts names as people count: "T2" before "T10", case and accents aside. */
export const compareTableNames = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }).compare;

/**
 * The guest page a table's QR code opens, relative to the guest app: the table's printed key
 * rides along (`?k=`) so that phones at the table may order (docs/decisions/057).
 */
export function tableQrPath(clubId: number, tableId: number, orderKey: string): string {
  return `/public/qrcodemenu/${clubId}/${tableId}?k=${encodeURIComponent(orderKey)}`;
}
