/**
 * The server's problems with a draft (400 `validation_failed` on save, `invalid_draft` on create),
 * attached to the rows they are about. The server names a place by position
 * (`sections.1.dishes.3.prices.0.amount`) in the draft it was sent; the review turns that into the
 * row's key at once, so the message stays beside its dish after rows are moved, added or deleted.
 */
import type { Message } from '@tavola/domain/messages';
import { domainMessageOf } from '#lib/server-errors.ts';
import type { EditableDraft } from './draft-edits';

/** The parts of a row a problem is shown beside. */
export type ProblemField = 'name' | 'description' | 'prices' | 'tags' | 'other';

export type ProblemText = Message | string;

export interface DraftProblems {
  /** by `<row key>:<field>`: a section's `name`, a dish's fields */
  byRow: Record<string, ProblemText[]>;
  /** about the draft as a whole ("no dishes") */
  general: ProblemText[];
  /** the first section with a problem: the review opens it */
  firstSectionKey: string | null;
}

export const NO_PROBLEMS: DraftProblems = { byRow: {}, general: [], firstSectionKey: null };

export const problemKey = (rowKey: string, field: ProblemField) => `${rowKey}:${field}`;

function dishField(rest: string): ProblemField {
  const [first] = rest.split('.');
  if (first === 'name' || first === 'translations') return 'name';
  if (first === 'description') return 'description';
  if (first === 'prices') return 'prices';
  if (first === 'allergens' || first === 'dietaryTags') return 'tags';
  return 'other';
}

/** `details` of the server's answer, placed on the rows of `sent`, the draft it answered about. */
export function draftProblemsOf(
  details: readonly { field?: string; message: string }[],
  sent: EditableDraft,
): DraftProblems {
  const problems: DraftProblems = { byRow: {}, general: [], firstSectionKey: null };
  const add = (key: string, text: ProblemText) => {
    problems.byRow[key] = [...(problems.byRow[key] ?? []), text];
  };
  for (const detail of details) {
    const text = domainMessageOf(detail.message);
    const match = /^sections\.(\d+)(?:\.(.+))?$/.exec(detail.field ?? '');
    const section = match ? sent.sections[Number(match[1])] : undefined;
    if (!match || !section) {
      problems.general.push(text);
      continue;
    }
    problems.firstSectionKey ??= section.key;
    const rest = match[2] ?? 'name';
    const dishMatch = /^dishes\.(\d+)(?:\.(.+))?$/.exec(rest);
    if (!dishMatch) {
      add(problemKey(section.key, 'name'), text);
      continue;
    }
    const dish = section.dishes[Number(dishMatch[1])];
    if (dish) add(problemKey(dish.key, dishField(dishMatch[2] ?? 'other')), text);
    else problems.general.push(text);
  }
  return problems;
}

/** The problems left once the owner has edited a field: that field's are theirs to judge again. */
export function withoutProblem(problems: DraftProblems, key: string): DraftProblems {
  if (!(key in problems.byRow)) return problems;
  const { [key]: _edited, ...byRow } = problems.byRow;
  return { ...problems, byRow };
}
