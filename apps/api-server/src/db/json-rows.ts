/**
 * Rows that travel as JSON inside one statement: `to_json(<table>)` nested in correlated
 * `json_agg` subqueries lets the database answer a whole tree (a menu, a table's order) in one round
 * trip and one snapshot. `jsonList` writes such a subquery; `fromJsonRow` turns a row back into the
 * one Drizzle would have given, so the code that maps rows to the contract is the same either way.
 * The SQL is PostgreSQL 15 and PGlite alike.
 */
import { type Column, getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';

/** A row as `to_json(<table>)` gives it: its column names (not Drizzle's keys) as keys. */
export type JsonRow = Record<string, unknown>;

/**
 * `element` of each row of `table` that `where` keeps, as a JSON array in `orderBy` order: `[]` when
 * there is none (json_agg of no rows is null). A correlated subquery: `where` names the outer row.
 */
export const jsonList = (element: SQL, table: Table, where: SQL, orderBy: SQL) =>
  sql`coalesce((select json_agg(${element} order by ${orderBy}) from ${table} where ${where}), '[]'::json)`;

/** Each table's columns as [Drizzle's key, column], looked up once. */
const columnsByTable = new WeakMap<Table, [string, Column][]>();

/**
 * A `to_json` row as Drizzle would have read it: keyed by the schema's keys, each value through its
 * column's `mapFromDriverValue` (numeric and bigint in number mode: numbers; timestamps: Dates).
 */
export function fromJsonRow<T extends Table>(table: T, json: JsonRow): T['$inferSelect'] {
  let columns = columnsByTable.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnsByTable.set(table, columns);
  }
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
