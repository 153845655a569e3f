import { memo, type ReactNode } from 'react';
import { AllergenIcon } from './allergen-icons';
import { DietaryIcon } from './dietary-icons';
import { formatPrice } from './format-price';
import type { ItemPhoto } from './item-extras';
import { ItemPicture } from './item-photo';
import type { MenuViewItem } from './localize';
import styles from './menu-view.module.css';
import type { MenuViewTexts } from './texts';

/**
 * What the guest page gives the view to open an item's larger view (its photo, its options), which
 * it loads on demand; the console's preview gives none, and its photos are plain pictures.
 * Kept by the caller as one object that does not change, so the memoized items are not drawn again.
 */
export interface ItemOpener {
  /** opens the item's larger view; `trigger` takes focus back when it closes */
  open: (itemId: number, trigger: HTMLElement) => void;
  /** the photo button's name; {name}: the dish's ("Open the photo of {name}") */
  photoLabel: string;
  /** the button to an item's options ("Options") */
  options: string;
  /** the mark of an item with an option that contains an allergen the guest avoids */
  flagged: string;
  /**
   * at a table that takes orders: the button's word on a dish that may be ordered and has no
   * options ("Add to order"); it opens the larger view too, where the dish is added
   */
  order?: string;
}

/** The photo's width in the list, as `sizes` says it (menu-view.module.css, `.photo`). */
export const LIST_PHOTO_SIZES = '(min-width: 40em) 7.5rem, 6rem';

/**
 * One item. Memoized: each step of a progressive render (MenuView's `firstScreenItems`) renders the
 * layout again, and the items already drawn, whose props have not changed, are skipped (their
 * prices are written here, so that is skipped too).
 */
export const MenuItem = memo(function MenuItem({
  item,
  texts,
  labels,
  currency,
  locale,
  later,
  opener,
  eagerPhoto = false,
  smallPhotos = false,
  flagged = false,
}: {
  item: MenuViewItem;
  texts: MenuViewTexts;
  labels: boolean;
  /** the menu's currency (ISO 4217; null: the default) and the locale that writes prices */
  currency: string | null;
  locale: string;
  /** drawn after the first screen: no style, layout or paint while off screen */
  later: boolean;
  opener?: ItemOpener;
  /** its photo is on the first screen: fetched at once, first */
  eagerPhoto?: boolean;
  /** only the smallest photo variants (Save-Data, a slow connection) */
  smallPhotos?: boolean;
  /** one of its options contains an allergen the guest avoids (the guest page's filter) */
  flagged?: boolean;
}) {
  const price = formatPrice(item.price, currency, locale);
  const showBestSeller = labels && item.bestSeller;
  const showSuggested = labels && item.suggested;
  const photo = item.photo;
  const tags = item.dietaryTags ?? [];
  const spiciness = Math.min(3, Math.max(0, Math.trunc(item.spiciness ?? 0)));
  const hasOptions = (item.optionGroups ?? []).some((group) => group.options.length > 0);
  const opens = hasOptions ? opener?.options : item.orderable && !item.outOfStock ? opener?.order : undefined;
  const content: ReactNode = (
    <>
      <div className={styles.itemHead}>
        {/* as the menu's name: no empty heading for a draft item without a name */}
        {item.name.trim() ? (
          <h3 className={styles.itemName}>{item.name}</h3>
        ) : (
          <div className={styles.itemName} />
        )}
        {price || item.priceText ? (
          <p className={styles.price}>
            {price ? <span>{price}</span> : null}
            {item.priceText ? <span className={styles.priceText}>{item.priceText}</span> : null}
          </p>
        ) : null}
      </div>
      {item.outOfStock || showBestSeller || showSuggested ? (
        <p className={styles.marks}>
          {item.outOfStock ? <span className={styles.outOfStock}>{texts.outOfStock}</span> : null}
          {showBestSeller ? (
            <span className={styles.label} data-label="bestseller">
              {texts.bestSeller}
            </span>
          ) : null}
          {showSuggested ? (
            <span className={styles.label} data-label="suggested">
              {texts.suggested}
            </span>
          ) : null}
        </p>
      ) : null}
      {tags.length > 0 || spiciness > 0 ? (
        <ul className={styles.tags}>
          {tags.map((tag) => (
            <li key={tag} className={styles.tag} data-tag={tag}>
              <DietaryIcon tag={tag} className={styles.tagIcon} />
              {texts.dietaryNames[tag] ?? tag}
            </li>
          ))}
          {spiciness > 0 ? (
            <li className={styles.tag} data-spiciness={spiciness}>
              {[1, 2, 3].slice(0, spiciness).map((level) => (
                <DietaryIcon key={level} tag="spicy" className={styles.spicyIcon} />
              ))}
              {texts.spiciness[spiciness - 1]}
            </li>
          ) : null}
        </ul>
      ) : null}
      {item.description ? <p className={styles.description}>{item.description}</p> : null}
      {item.ingredients ? (
        <p className={styles.ingredients}>
          <span className={styles.caption}>{texts.ingredients}: </span>
          {item.ingredients}
        </p>
      ) : null}
      {item.allergens.length > 0 ? (
        <div className={styles.allergens}>
          <span className={styles.caption}>{texts.allergens}: </span>
          <ul className={styles.allergenList} aria-label={texts.allergens}>
            {item.allergens.map((code) => (
              <li key={code} className={styles.allergen}>
                <AllergenIcon allergen={code} className={styles.allergenIcon} />
                {texts.allergenNames[code] ?? code}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {item.additionalNotes ? <p className={styles.notes}>{item.additionalNotes}</p> : null}
      {opener && opens ? (
        <p className={styles.optionsLine}>
          <button
            type="button"
            className={styles.optionsButton}
            aria-label={`${opens}: ${item.name}`}
            aria-haspopup="dialog"
            onClick={(event) => opener.open(item.id, event.currentTarget)}
          >
            {opens}
          </button>
          {flagged ? <span className={styles.flagged}>{opener.flagged}</span> : null}
        </p>
      ) : null}
    </>
  );
  return (
    <li
      className={[styles.item, later && styles.laterItem, photo && styles.withPhoto]
        .filter(Boolean)
        .join(' ')}
      data-out-of-stock={item.outOfStock || undefined}
      data-item-id={item.id}
    >
      {photo ? (
        <>
          <div className={styles.itemText}>{content}</div>
          <ItemPhotoBox photo={photo} item={item} opener={opener} eager={eagerPhoto} small={smallPhotos} />
        </>
      ) : (
        content
      )}
    </li>
  );
});

/** The photo beside an item's texts: a button that opens the larger view when there is an opener. */
function ItemPhotoBox({
  photo,
  item,
  opener,
  eager,
  small,
}: {
  photo: ItemPhoto;
  item: MenuViewItem;
  opener: ItemOpener | undefined;
  eager: boolean;
  small: boolean;
}) {
  const picture = (
    <ItemPicture
      photo={photo}
      alt={item.name}
      sizes={LIST_PHOTO_SIZES}
      eager={eager}
      small={small}
      className={styles.photo}
    />
  );
  return opener ? (
    <button
      type="button"
      className={styles.photoButton}
      aria-label={opener.photoLabel.replace('{name}', () => item.name)}
      aria-haspopup="dialog"
      onClick={(event) => opener.open(item.id, event.currentTarget)}
    >
      {picture}
    </button>
  ) : (
    <div className={styles.photoButton}>{picture}</div>
  );
}
