import type { DietaryTag } from '@tavola/menu-view/item-extras';
import type { ReactNode, Ref } from 'react';
import type { AllergenCode } from '../../lib/api';
import type { AppTexts } from '../../lib/catalogs';
import { fill } from '../../lib/catalogs';

/** The header button that opens the allergen choices (a disclosure: the choices stay on the page). */
export function AllergenFilterToggle({
  open,
  count,
  label,
  controls,
  onToggle,
  buttonRef,
}: {
  buttonRef?: Ref<HTMLButtonElement>;
  open: boolean;
  count: number;
  /** "Allergens", or "Diet & allergens" when the menu's dishes carry dietary tags */
  label: string;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className="control"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <svg className="control-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path fill="currentColor" d="M3 5h18l-7 8v6l-4 2v-8L3 5Z" />
      </svg>
      {label}
      {count > 0 ? <span className="control-count">{count}</span> : null}
    </button>
  );
}

/**
 * The filter's panel (its choices: filter-choices.tsx, "Show only" and "Hide dishes containing"),
 * and how many dishes are hidden, with "Show all dishes". Escape
 * inside the choices closes them (`onClose` gives focus back to the toggle), so a keyboard user
 * need not Shift+Tab back through 14 checkboxes.
 */
export function AllergenFilterPanel({
  id,
  open,
  hidden,
  diet,
  hiddenCount,
  texts,
  locale,
  choices,
  onChange,
  onDiet,
  onClose,
}: {
  onClose: () => void;
  id: string;
  open: boolean;
  hidden: readonly AllergenCode[];
  /** the tags chosen (among those offered) */
  diet: readonly DietaryTag[];
  hiddenCount: number;
  texts: AppTexts;
  locale: string;
  /**
   * the choices (filter-choices.tsx), drawn while the panel is open: the menu page gives them,
   * loaded on demand; the first paint, drawn closed, has none
   */
  choices?: ReactNode;
  onChange: (codes: AllergenCode[]) => void;
  onDiet: (tags: DietaryTag[]) => void;
}) {
  // only for the summary (a filter chosen): a PluralRules costs milliseconds to make on a phone
  const filtered = hidden.length > 0 || diet.length > 0;
  const plural =
    filtered && new Intl.PluralRules(locale).select(hiddenCount) === 'one'
      ? texts.dishesHiddenOne
      : texts.dishesHiddenOther;
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape from the checkboxes inside, not a control of its own */}
      <div
        id={id}
        hidden={!open}
        className="filter"
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          onClose();
        }}
      >
        {open ? choices : null}
      </div>
      {filtered ? (
        <p className="filter-summary" role="status">
          <span>{fill(plural, { count: hiddenCount })}</span>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              onChange([]);
              onDiet([]);
            }}
          >
            {texts.showAll}
          </button>
        </p>
      ) : null}
    </>
  );
}
