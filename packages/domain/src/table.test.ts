import { describe, expect, it } from 'vitest';
import {
  compareTableNames,
  tableMessages,
  tableRangeNames,
  validateTableName,
  validateTableRange,
  validateZoneName,
} from './table';

describe('table and zone names', () => {
  it('are required and limited: 100 characters for a table, 60 for a zone', () => {
    expect(validateTableName('  ')).toBe(tableMessages.tableNameRequired);
    expect(validateTableName('x'.repeat(100))).toBeNull();
    expect(validateTableName('x'.repeat(101))).toBe(tableMessages.tableNameTooLong);
    expect(validateZoneName('')).toBe(tableMessages.zoneNameRequired);
    expect(validateZoneName('é'.repeat(60))).toBeNull();
    expect(validateZoneName('é'.repeat(61))).toBe(tableMessages.zoneNameTooLong);
  });

  it('sort as people count', () => {
    expect(['T10', 't2', 'T1'].sort(compareTableNames)).toEqual(['T1', 't2', 'T10']);
  });
});

describe('a range of tables', () => {
  it('names each number after the prefix', () => {
    expect(tableRangeNames('T', 1, 3)).toEqual(['T1', 'T2', 'T3']);
    expect(tableRangeNames('Table ', 9, 10)).toEqual(['Table 9', 'Table 10']);
    expect(tableRangeNames('', 0, 1)).toEqual(['0', '1']);
  });

  it('accepts 1 to 100 tables, in order', () => {
    expect(validateTableRange({ prefix: 'T', from: 1, to: 20 })).toEqual({});
    expect(validateTableRange({ prefix: 'T', from: 5, to: 5 })).toEqual({});
    expect(validateTableRange({ prefix: 'T', from: 1, to: 100 })).toEqual({});
    expect(validateTableRange({ prefix: 'T', from: 1, to: 101 })).toEqual({ to: tableMessages.rangeTooMany });
    expect(validateTableRange({ prefix: 'T', from: 20, to: 1 })).toEqual({ to: tableMessages.rangeOrder });
  });

  it('needs whole numbers from 0 to 9999', () => {
    expect(validateTableRange({ prefix: 'T', from: '', to: 3 })).toEqual({
      from: tableMessages.rangeNumberRequired,
    });
    expect(validateTableRange({ prefix: 'T', from: 1.5, to: 10000 })).toEqual({
      from: tableMessages.rangeNumberRequired,
      to: tableMessages.rangeNumberRequired,
    });
    expect(validateTableRange({ prefix: 'T', from: '2', to: '4' })).toEqual({});
  });

  it('keeps every name within the table name limit', () => {
    expect(validateTableRange({ prefix: 'x'.repeat(90), from: 9900, to: 9999 })).toEqual({});
    expect(validateTableRange({ prefix: 'x'.repeat(91), from: 1, to: 2 })).toEqual({
      prefix: tableMessages.rangePrefixTooLong,
    });
  });
});
