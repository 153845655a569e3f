/**
 * The filter's choices, loaded on demand (the guest page's JavaScript budget: they show only once
 * the guest opens the filter, and the page fetches them when idle before that): "Show only" with
 * the dietary tags the menu's dishes carry (none: not drawn), then "Hide dishes containing" with
 * the 14 allergens, each a checkbox with its icon and name.
 */
import { ALLERGEN_CODES } from '@tavola/domain/allergens';
import { AllergenIcon } from '@tavola/menu-view/allergen-icons';
import { DietaryIcon } from '@tavola/menu-view/dietary-icons';
import type { DietaryTag } from '@tavola/menu-view/item-extras';
import type { MenuViewTexts } from '@tavola/menu-view/texts';
import type { ReactNode } from 'react';
import type { AllergenCode } from '../../lib/api';
import type { AppTexts } from '../../lib/catalogs';

/** A set of checkboxes; `onChange` gets the values checked, in the set's order. */
function ChoiceSet<T extends string>({
  id,
  legend,
  values,
  chosen,
  label,
  onChange,
}: {
  id: string;
  legend: string;
  values: readonly T[];
  chosen: readonly T[];
  /** a value's icon and name */
  label: (value: T) => ReactNode;
  onChange: (values: T[]) => void;
}) {
  return (
    <fieldset className="filter-set" aria-labelledby={id}>
      <legend id={id} className="filter-legend">
        {legend}
      </legend>
      <div className="filter-options">
        {values.map((value) => (
          <label key={value} className="filter-option">
            <input
              type="checkbox"
              checked={chosen.includes(value)}
              onChange={(e) =>
                onChange(values.filter((v) => (v === value ? e.target.checked : chosen.includes(v))))
              }
            />
            {label(value)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export default function FilterChoices({
  id,
  hidden,
  diet,
  offered,
  texts,
  viewTexts,
  onChange,
  onDiet,
}: {
  /** the panel's id: the legends' ids are made from it */
  id: string;
  hidden: readonly AllergenCode[];
  diet: readonly DietaryTag[];
  offered: readonly DietaryTag[];
  texts: AppTexts;
  viewTexts: MenuViewTexts;
  onChange: (codes: AllergenCode[]) => void;
  onDiet: (tags: DietaryTag[]) => void;
}) {
  return (
    <>
      {offered.length > 0 ? (
        <ChoiceSet
          id={`${id}-diet`}
          legend={texts.showOnly}
          values={offered}
          chosen={diet}
          label={(tag) => (
            <>
              <DietaryIcon tag={tag} className="filter-icon" />
              <span>{viewTexts.dietaryNames[tag]}</span>
            </>
          )}
          onChange={onDiet}
        />
      ) : null}
      <ChoiceSet
        id={`${id}-legend`}
        legend={texts.hideDishes}
        values={ALLERGEN_CODES}
        chosen={hidden}
        label={(code) => (
          <>
            <AllergenIcon allergen={code} className="filter-icon" />
            <span>{viewTexts.allergenNames[code]}</span>
          </>
        )}
        onChange={onChange}
      />
    </>
  );
}
