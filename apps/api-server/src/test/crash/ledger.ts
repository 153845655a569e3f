/**
 * Writes the harness sent outside the writers' own menus, each with what became of it. A write is
 * `acknowledged` (2xx received: it must be there), `in-flight` (sent, no answer before the kill:
 * there whole or not at all), then, once a restart showed which, `applied` (must stay) or
 * `not-applied` (must never appear later).
 */
export type Outcome = 'acknowledged' | 'in-flight' | 'applied' | 'not-applied';

export function mustExist(outcome: Outcome): boolean {
  return outcome === 'acknowledged' || outcome === 'applied';
}

/** createTableRange: `<prefix>1` … `<prefix><count>`, all or nothing. */
export interface TableRangeWrite {
  prefix: string;
  count: number;
  outcome: Outcome;
}

/** createMenu of a menu the harness only checks by name and id. */
export interface MenuWrite {
  name: string;
  id?: number;
  outcome: Outcome;
}

/** importMenuFromExcel: a new menu holding exactly these items (names in file order), or nothing. */
export interface ImportWrite {
  name: string;
  itemNames: string[];
  menuId?: number;
  outcome: Outcome;
  /** its content was compared with the file once; later checks only look at its presence */
  contentChecked: boolean;
}

/** uploadImage of the club logo: afterwards the logo is the new image, whole, or the old one. */
export interface LogoWrite {
  before: string | null;
  outcome: Outcome;
  /** the stored image's address, known when acknowledged */
  url?: string;
}

export class Ledger {
  readonly tableRanges: TableRangeWrite[] = [];
  readonly menus: MenuWrite[] = [];
  readonly imports: ImportWrite[] = [];
  readonly logos: LogoWrite[] = [];
  /** names of the stored images that were the club's logo at some point */
  readonly logoImages = new Set<string>();

  /** how each in-flight write turned out, over the whole run */
  readonly inFlightOutcomes = { applied: 0, notApplied: 0 };

  resolve(write: { outcome: Outcome }, found: boolean): void {
    if (write.outcome !== 'in-flight') return;
    write.outcome = found ? 'applied' : 'not-applied';
    if (found) this.inFlightOutcomes.applied += 1;
    else this.inFlightOutcomes.notApplied += 1;
  }
}
