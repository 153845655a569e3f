import { ORDER_GUEST_NAME_MAX, ORDER_NOTE_MAX, ORDER_QUANTITY_MAX } from '@tavola/domain/ordering';
import type { MenuViewItem } from '@tavola/menu-view/localize';
import type { MenuViewTexts } from '@tavola/menu-view/texts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { fill } from '../../lib/catalogs';
import { groupRule, optionPrice } from '../item-detail/item-detail';
import type { ItemDetailTexts } from '../item-detail/item-detail-texts';
import type { OrderLineInput, OrderLineOption } from './order-api';
import { estimateCents } from './order-store';
import type { OrderTexts } from './order-texts';
import { formatCents } from './order-view';
import { Sheet } from './sheet';

export interface AddedLine {
  line: OrderLineInput;
  shown: { name: string; options: OrderLineOption[]; unitCents: number };
  /** the first name to join with (asked once; null: none given) */
  guestName?: string | null;
}

const clampQuantity = (value: number) => Math.min(ORDER_QUANTITY_MAX, Math.max(1, Math.round(value) || 1));

/**
 * "Add to order": a dish's option groups as the guest chooses them (a single choice as radio
 * buttons, a multiple one as check boxes that stop at its maximum; a group's minimum is checked
 * before adding, focus going to the group that lacks a choice), the quantity, a note for the kitchen,
 * the first name once, and the line's price as the menu makes it (the server's own once it answers).
 * `onAdd` resolves to a message when the dish could not be added (the sheet stays open with it).
 */
export function AddSheet({
  item,
  currency,
  locale,
  texts,
  ruleTexts,
  viewTexts,
  askName,
  onAdd,
  onClose,
}: {
  item: MenuViewItem;
  currency: string | null;
  locale: string;
  texts: OrderTexts;
  /** the item view's words for a group's rule ("Choose one · Required") */
  ruleTexts: ItemDetailTexts;
  viewTexts: MenuViewTexts;
  askName: boolean;
  onAdd: (added: AddedLine) => Promise<string | null>;
  onClose: () => void;
}) {
  const id = useId();
  const groups = (item.optionGroups ?? []).filter((group) => group.options.length > 0);
  const [chosen, setChosen] = useState<Record<number, number[]>>({});
  const [quantityText, setQuantityText] = useState('1');
  const [note, setNote] = useState('');
  const [name, setName] = useState('');
  const [missing, setMissing] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const quantity = clampQuantity(Number(quantityText));
  const optionIds = groups.flatMap((group) => chosen[group.id] ?? []);
  const unitCents = estimateCents(item, optionIds);
  const price = formatCents(unitCents * quantity, currency, locale);

  function choose(groupId: number, optionId: number | null, single: boolean, on: boolean) {
    setMissing((current) => (current === groupId ? null : current));
    setChosen((current) => {
      const before = current[groupId] ?? [];
      const after =
        optionId === null
          ? []
          : single
            ? [optionId]
            : on
              ? [...before, optionId]
              : before.filter((chosenId) => chosenId !== optionId);
      return { ...current, [groupId]: after };
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (adding) return;
    const lacking = groups.find((group) => (chosen[group.id]?.length ?? 0) < group.minChoices);
    if (lacking) {
      setMissing(lacking.id);
      formRef.current
        ?.querySelector<HTMLInputElement>(`[name="${id}-group-${lacking.id}"]:not([disabled])`)
        ?.focus();
      return;
    }
    setAdding(true);
    setProblem(null);
    const options = groups.flatMap((group) =>
      group.options
        .filter((option) => (chosen[group.id] ?? []).includes(option.id))
        .map((option) => ({ id: option.id, name: option.name, groupName: group.name })),
    );
    const message = await onAdd({
      line: { itemId: item.id, optionIds, quantity, note: note.trim() || null },
      shown: { name: item.name, options, unitCents },
      ...(askName ? { guestName: name.trim() || null } : {}),
    });
    // added: the page closes the sheet; refused: the sheet says why and stays
    if (message !== null) {
      setAdding(false);
      setProblem(message);
    }
  }

  const titleId = `${id}-title`;
  const lacking = groups.find((group) => group.id === missing);
  return (
    <Sheet labelledBy={titleId} onClose={onClose}>
      <div className="order-sheet-head">
        <h2 id={titleId} className="dialog-title">
          {item.name}
        </h2>
        <button type="button" className="detail-close" data-autofocus onClick={onClose}>
          {texts.close}
        </button>
      </div>
      <form ref={formRef} className="order-form" onSubmit={submit} noValidate>
        {groups.map((group) => {
          const single = group.choice === 'single';
          const picked = chosen[group.id] ?? [];
          const full = !single && picked.length >= group.maxChoices;
          const ruleId = `${id}-rule-${group.id}`;
          const errorId = `${id}-error-${group.id}`;
          const inputName = `${id}-group-${group.id}`;
          return (
            <fieldset
              key={group.id}
              className="order-group"
              aria-describedby={missing === group.id ? `${ruleId} ${errorId}` : ruleId}
              data-invalid={missing === group.id || undefined}
            >
              <legend className="order-group-name">{group.name}</legend>
              <p id={ruleId} className="order-rule">
                {groupRule(group, ruleTexts)}
              </p>
              {missing === group.id ? (
                <p id={errorId} className="order-error">
                  {fill(texts.chooseAtLeast, { count: group.minChoices, group: group.name })}
                </p>
              ) : null}
              {single && group.minChoices === 0 ? (
                <label className="order-choice">
                  <input
                    type="radio"
                    name={inputName}
                    checked={picked.length === 0}
                    onChange={() => choose(group.id, null, true, true)}
                  />
                  <span className="order-choice-name">{texts.none}</span>
                </label>
              ) : null}
              {group.options.map((option) => {
                const checked = picked.includes(option.id);
                const extra = optionPrice(group, option.price, item.price, currency, locale);
                return (
                  <label
                    key={option.id}
                    className="order-choice"
                    data-out-of-stock={option.outOfStock || undefined}
                  >
                    <input
                      type={single ? 'radio' : 'checkbox'}
                      name={inputName}
                      checked={checked}
                      disabled={option.outOfStock || (full && !checked)}
                      onChange={(event) => choose(group.id, option.id, single, event.target.checked)}
                    />
                    <span className="order-choice-name">{option.name}</span>{' '}
                    {option.outOfStock ? (
                      <span className="detail-mark">{viewTexts.outOfStock}</span>
                    ) : extra ? (
                      <span className="order-choice-price">{extra}</span>
                    ) : null}
                  </label>
                );
              })}
            </fieldset>
          );
        })}

        <div className="order-field">
          <label htmlFor={`${id}-quantity`} className="order-label">
            {texts.quantity}
          </label>
          <div className="order-stepper">
            <button
              type="button"
              className="order-step"
              aria-label={texts.lessOne}
              aria-controls={`${id}-quantity`}
              disabled={quantity <= 1}
              onClick={() => setQuantityText(String(quantity - 1))}
            >
              −
            </button>
            <input
              id={`${id}-quantity`}
              className="order-quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={ORDER_QUANTITY_MAX}
              value={quantityText}
              onChange={(event) => setQuantityText(event.target.value)}
              onBlur={() => setQuantityText(String(quantity))}
            />
            <button
              type="button"
              className="order-step"
              aria-label={texts.moreOne}
              aria-controls={`${id}-quantity`}
              disabled={quantity >= ORDER_QUANTITY_MAX}
              onClick={() => setQuantityText(String(quantity + 1))}
            >
              +
            </button>
          </div>
        </div>

        <div className="order-field">
          <label htmlFor={`${id}-note`} className="order-label">
            {texts.note}
          </label>
          <textarea
            id={`${id}-note`}
            className="order-input"
            rows={2}
            maxLength={ORDER_NOTE_MAX}
            value={note}
            aria-describedby={`${id}-note-hint`}
            onChange={(event) => setNote(event.target.value)}
          />
          <p id={`${id}-note-hint`} className="order-hint">
            {texts.noteHint} {fill(texts.noteLeft, { count: ORDER_NOTE_MAX - note.length })}
          </p>
        </div>

        {askName ? (
          <div className="order-field">
            <label htmlFor={`${id}-name`} className="order-label">
              {texts.yourName}
            </label>
            <input
              id={`${id}-name`}
              className="order-input"
              autoComplete="given-name"
              maxLength={ORDER_GUEST_NAME_MAX}
              value={name}
              aria-describedby={`${id}-name-hint`}
              onChange={(event) => setName(event.target.value)}
            />
            <p id={`${id}-name-hint`} className="order-hint">
              {texts.yourNameHint}
            </p>
          </div>
        ) : null}

        <p className="order-error" role="status">
          {problem}
        </p>
        <p className="visually-hidden" role="status">
          {lacking ? fill(texts.chooseAtLeast, { count: lacking.minChoices, group: lacking.name }) : ''}
        </p>
        <div className="dialog-actions">
          <button type="button" className="button-secondary" onClick={onClose}>
            {texts.cancel}
          </button>
          <button type="submit" className="button-primary" aria-disabled={adding || undefined}>
            {adding ? texts.adding : fill(texts.addFor, { price })}
          </button>
        </div>
      </form>
    </Sheet>
  );
}
