import { memo } from 'react';
import { AllergenIcon } from './allergen-icons';
import { formatPrice } from './format-price';
import type { MenuViewItem } from './localize';
import styles from './menu-view.module.css';
import type { MenuViewTexts } from './texts';

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
}: {
  item: MenuViewItem;
  texts: MenuViewTexts;
  labels: boolean;
  /** the menu's currency (ISO 4217; null: the default) and the locale that writes prices */
  currency: string | null;
  locale: string;
  /** drawn after the first screen: no style, layout or paint while off screen */
  later: boolean;
}) {
  const price = formatPrice(item.price, currency, locale);
  const showBestSeller = labels && item.bestSeller;
  const showSuggested = labels && item.suggested;
  return (
    <li
      className={later ? `${styles.item} ${styles.laterItem}` : styles.item}
      data-out-of-stock={item.outOfStock || undefined}
      data-item-id={item.id}
    >
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
    </li>
  );
});
