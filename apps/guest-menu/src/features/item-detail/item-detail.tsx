/**
 * An item's larger view, loaded on demand (the guest page's JavaScript budget): a modal dialog named
 * by the dish, with its photo large, its price and description, and its option groups (sizes with
 * their prices, extras with what they add, out of stock, each option's allergens; an option with an
 * allergen the guest hides is marked). Focus moves to its close button and back to the button that
 * opened it. It closes with its close button, Escape, a tap beside it, and the phone's Back: the menu
 * page pushed a history entry when it opened (menu-page.tsx), so every close goes Back through it.
 * When the table takes orders, "Add to order" asks the page for the add sheet (features/order, its
 * own chunk), over this view; the view closes once the dish is added.
 */
import { AllergenIcon } from '@tavola/menu-view/allergen-icons';
import { formatPrice } from '@tavola/menu-view/format-price';
import type { ViewOptionGroup } from '@tavola/menu-view/item-extras';
import { ItemPicture } from '@tavola/menu-view/item-photo';
import type { MenuViewItem } from '@tavola/menu-view/localize';
import type { MenuViewTexts } from '@tavola/menu-view/texts';
import { themeStyle } from '@tavola/menu-view/theme-style';
import { useEffect, useRef } from 'react';
import type { AllergenCode, PublicMenu } from '../../lib/api';
import { fill, textsFor } from '../../lib/catalogs';
import { mayOrder } from '../../lib/table-key';
import { ITEM_DETAIL_ENTRY } from '../menu/menu-screen';
import type { AddRequest } from '../order/table-order';
import { ITEM_DETAIL_TEXTS, type ItemDetailTexts } from './item-detail-texts';

/** The photo's width in the dialog (styles.css, `.detail`), as `sizes` says it. */
const DETAIL_PHOTO_SIZES = '(min-width: 40em) 36rem, 100vw';

/** What a group asks of the guest: "Choose one · Required". */
export function groupRule(group: ViewOptionGroup, texts: ItemDetailTexts): string {
  const { minChoices: min, maxChoices: max } = group;
  const choose =
    group.choice === 'single' || max === 1
      ? texts.chooseOne
      : min === max
        ? fill(texts.chooseExactly, { count: max })
        : min === 0
          ? fill(texts.chooseUpTo, { count: max })
          : fill(texts.chooseRange, { min, max });
  return `${choose} · ${group.required ? texts.required : texts.optional}`;
}

/**
 * An option's price as the guest reads it: in a single choice the item's price when chosen (its
 * own, or the item's when it has none); in a multiple choice what it adds ("+ €1.50"), nothing
 * when it is free.
 */
export function optionPrice(
  group: ViewOptionGroup,
  price: number | null,
  itemPrice: number | null,
  currency: string | null,
  locale: string,
): string | null {
  if (group.choice === 'single') return formatPrice(price ?? itemPrice, currency, locale);
  return price ? `+ ${formatPrice(price, currency, locale)}` : null;
}

export default function ItemDetail({
  item,
  theme,
  language,
  viewTexts,
  currency,
  locale,
  hidden,
  smallPhotos,
  returnFocus,
  onClose,
  order,
}: {
  item: MenuViewItem;
  theme: PublicMenu['theme'];
  /** the language of the page's own texts */
  language: string;
  viewTexts: MenuViewTexts;
  currency: string | null;
  locale: string;
  /** the allergens the guest hides: options containing one are marked */
  hidden: readonly AllergenCode[];
  smallPhotos: boolean;
  /** the button that opened the view */
  returnFocus: HTMLElement;
  /** the view's history entry has been left: the page stops drawing it */
  onClose: () => void;
  /** the table takes orders from phones (TableMenuView.ordering): how to add the dish to its order */
  order?: { clubId: number; tableId: number; add: (request: AddRequest) => void };
}) {
  const texts = textsFor(ITEM_DETAIL_TEXTS, language);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    closeRef.current?.focus();
    // Back (the phone's, or any close below): the view's entry is no longer the current one
    const onPop = () => {
      if (!(window.history.state as Record<string, unknown> | null)?.[ITEM_DETAIL_ENTRY])
        onCloseRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      if (returnFocus.isConnected) returnFocus.focus();
    };
  }, [returnFocus]);

  // every way out goes Back through the view's history entry, so Forward does not reopen it
  function close() {
    window.history.back();
  }

  const groups = (item.optionGroups ?? []).filter((group) => group.options.length > 0);
  const price = formatPrice(item.price, currency, locale);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a tap beside the content; the keyboard has Escape and the close button
    <dialog
      ref={dialogRef}
      className="dialog detail"
      style={themeStyle(theme)}
      aria-labelledby="item-detail-title"
      lang={language}
      onCancel={(event) => {
        // Escape: closed by Back like every other way out
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        // a tap on the backdrop (the dialog element itself, outside its content)
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="detail-content">
        <button ref={closeRef} type="button" className="detail-close" onClick={close}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {texts.close}
        </button>
        {item.photo ? (
          <ItemPicture
            photo={item.photo}
            alt={item.name}
            sizes={DETAIL_PHOTO_SIZES}
            eager
            small={smallPhotos}
            className="detail-photo"
          />
        ) : null}
        <div className="detail-head">
          <h2 id="item-detail-title" className="dialog-title">
            {item.name}
          </h2>
          {price ? <p className="detail-price">{price}</p> : null}
        </div>
        {item.description ? <p className="detail-description">{item.description}</p> : null}
        {order ? (
          !item.orderable ? (
            <p className="detail-order-note">{texts.askWaiterToOrder}</p>
          ) : mayOrder(order.clubId, order.tableId) ? (
            <button
              type="button"
              className="button-primary detail-add"
              aria-haspopup="dialog"
              onClick={() => order.add({ item, closeDetail: close })}
            >
              {texts.addToOrder}
            </button>
          ) : (
            <p className="detail-order-note">{texts.scanToOrder}</p>
          )
        ) : null}
        {groups.map((group) => (
          <section key={group.id} className="detail-group" aria-labelledby={`option-group-${group.id}`}>
            <h3 id={`option-group-${group.id}`} className="detail-group-name">
              {group.name}
            </h3>
            <p className="detail-rule">{groupRule(group, texts)}</p>
            <ul className="detail-options">
              {group.options.map((option) => {
                const avoided = option.allergens.some((code) => hidden.includes(code));
                const optionPriceText = optionPrice(group, option.price, item.price, currency, locale);
                return (
                  <li
                    key={option.id}
                    className="detail-option"
                    data-avoided={avoided || undefined}
                    data-out-of-stock={option.outOfStock || undefined}
                  >
                    <div className="detail-option-head">
                      <span className="detail-option-name">{option.name}</span>
                      {optionPriceText ? (
                        <span className="detail-option-price">{optionPriceText}</span>
                      ) : null}
                    </div>
                    {option.outOfStock ? <span className="detail-mark">{viewTexts.outOfStock}</span> : null}
                    {avoided ? <strong className="detail-avoided">{texts.avoided}</strong> : null}
                    {option.allergens.length > 0 ? (
                      <p className="detail-allergens">
                        <span className="detail-caption">{viewTexts.allergens}: </span>
                        {option.allergens.map((code, index) => (
                          <span
                            key={code}
                            className="detail-allergen"
                            data-avoided={hidden.includes(code) || undefined}
                          >
                            <AllergenIcon allergen={code} className="filter-icon" />
                            {viewTexts.allergenNames[code] ?? code}
                            {index < option.allergens.length - 1 ? ', ' : null}
                          </span>
                        ))}
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </dialog>
  );
}
