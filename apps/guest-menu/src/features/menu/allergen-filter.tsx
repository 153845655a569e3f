import { ALLERGEN_CODES } from '@tavola/domain/allergens';
import { AllergenIcon } from '@tavola/menu-view/allergen-icons';
import { DietaryIcon } from '@tavola/menu-view/dietary-icons';
import type { DietaryTag } from '@tavola/menu-view/item-extras';
import type { MenuViewTexts } from '@tavola/menu-view/texts';
import type { Ref } from 'react';
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
 * "Show only": the dietary tags the menu's dishes carry (none: not drawn), then "Hide dishes
 * containing": the 14 allergens as checkboxes, and how many dishes are hidden. Escape
 * inside the choices closes them (`onClose` gives focus back to the toggle), so a keyboard user
 * need not Shift+Tab back through 14 checkboxes.
 */
export function AllergenFilterPanel({
  id,
  open,
  hidden,
  diet,
  offered,
  hiddenCount,
  texts,
  viewTexts,
  locale,
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
  offered: readonly DietaryTag[];
  hiddenCount: number;
  texts: AppTexts;
  viewTexts: MenuViewTexts;
  locale: string;
  onChange: (codes: AllergenCode[]) => void;
  onDiet: (tags: DietaryTag[]) => void;
}) {
  // from the panel's id, not useId: the first paint draws the panel without React (first-paint.tsx)
  const legendId = `${id}-legend`;
  const dietLegendId = `${id}-diet`;
  const plural =
    new Intl.PluralRules(locale).select(hiddenCount) === 'one'
      ? texts.dishesHiddenOne
      : texts.dishesHiddenOther;
  function toggle(code: AllergenCode, checked: boolean) {
    onChange(ALLERGEN_CODES.filter((c) => (c === code ? checked : hidden.includes(c))));
  }
  function toggleTag(tag: DietaryTag, checked: boolean) {
    onDiet(offered.filter((t) => (t === tag ? checked : diet.includes(t))));
  }
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
        {offered.length > 0 ? (
          <fieldset className="filter-set" aria-labelledby={dietLegendId}>
            <legend id={dietLegendId} className="filter-legend">
              {texts.showOnly}
            </legend>
            <div className="filter-options">
              {offered.map((tag) => (
                <label key={tag} className="filter-option">
                  <input
                    type="checkbox"
                    checked={diet.includes(tag)}
                    onChange={(e) => toggleTag(tag, e.target.checked)}
                  />
                  <DietaryIcon tag={tag} className="filter-icon" />
                  <span>{viewTexts.dietaryNames[tag]}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <fieldset className="filter-set" aria-labelledby={legendId}>
          <legend id={legendId} className="filter-legend">
            {texts.hideDishes}
          </legend>
          <div className="filter-options">
            {ALLERGEN_CODES.map((code) => (
              <label key={code} className="filter-option">
                <input
                  type="checkbox"
                  checked={hidden.includes(code)}
                  onChange={(e) => toggle(code, e.target.checked)}
                />
                <AllergenIcon allergen={code} className="filter-icon" />
                <span>{viewTexts.allergenNames[code]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      {hidden.length > 0 || diet.length > 0 ? (
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
