import { ORDER_NOTE_MAX, ORDER_QUANTITY_MAX } from '@tavola/domain/ordering';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { fill } from '../../lib/catalogs';
import type { OrderLine, OrderRound, TableOrder } from './order-api';
import type { OrderState, OrderStore } from './order-store';
import type { OrderTexts } from './order-texts';
import {
  formatCents,
  noticeText,
  problemText,
  roundsByNumber,
  roundsTotal,
  type ShownLine,
  shownLines,
} from './order-view';
import { Sheet } from './sheet';

interface Money {
  currency: string | null;
  locale: string;
}

function LineOptions({ line }: { line: { options: OrderLine['options']; note: string | null } }) {
  return (
    <>
      {line.options.length > 0 ? (
        <p className="order-line-options">{line.options.map((option) => option.name).join(', ')}</p>
      ) : null}
      {line.note ? <p className="order-line-note">“{line.note}”</p> : null}
    </>
  );
}

/** One draft line: who added it, its options, note and price; this phone's own can be changed. */
function DraftLine({
  line,
  store,
  texts,
  money,
}: {
  line: ShownLine;
  store: OrderStore;
  texts: OrderTexts;
  money: Money;
}) {
  const id = useId();
  const [noteOpen, setNoteOpen] = useState(false);
  const [note, setNote] = useState(line.note ?? '');
  const clientLineId = line.clientLineId;
  const price = (cents: number) => formatCents(cents, money.currency, money.locale);

  function saveNote(event: FormEvent) {
    event.preventDefault();
    if (clientLineId) void store.change(clientLineId, { note: note.trim() || null });
    setNoteOpen(false);
  }

  return (
    <li className="order-line" data-problem={line.problem ?? undefined}>
      <div className="order-line-head">
        <span className="order-line-name">
          {line.quantity} × {line.name}
        </span>{' '}
        <span className="order-line-price">{price(line.totalCents)}</span>
      </div>
      <LineOptions line={line} />
      <p className="order-line-by">
        {line.by}
        {line.quantity > 1 ? ` · ${fill(texts.each, { price: price(line.unitCents) })}` : ''}
      </p>
      {line.waiting ? <p className="order-line-waiting">{texts.waiting}</p> : null}
      {line.problem ? <p className="order-line-problem">{problemText(line.problem, texts)}</p> : null}
      {line.mine && clientLineId ? (
        <div className="order-line-actions">
          <button
            type="button"
            className="order-step"
            aria-label={fill(texts.lessOf, { name: line.name })}
            disabled={line.quantity <= 1}
            onClick={() => void store.change(clientLineId, { quantity: line.quantity - 1 })}
          >
            −
          </button>
          <button
            type="button"
            className="order-step"
            aria-label={fill(texts.moreOf, { name: line.name })}
            disabled={line.quantity >= ORDER_QUANTITY_MAX}
            onClick={() => void store.change(clientLineId, { quantity: line.quantity + 1 })}
          >
            +
          </button>
          <button
            type="button"
            className="order-action"
            aria-expanded={noteOpen}
            aria-controls={`${id}-note-form`}
            onClick={() => {
              setNote(line.note ?? '');
              setNoteOpen((open) => !open);
            }}
          >
            {texts.editNote}
          </button>
          <button
            type="button"
            className="order-action"
            aria-label={fill(texts.removeLine, { name: line.name })}
            onClick={() => void store.remove(clientLineId)}
          >
            {texts.remove}
          </button>
        </div>
      ) : null}
      {noteOpen ? (
        <form id={`${id}-note-form`} className="order-note-form" onSubmit={saveNote}>
          <label htmlFor={`${id}-note`} className="order-label">
            {fill(texts.noteOf, { name: line.name })}
          </label>
          <textarea
            id={`${id}-note`}
            className="order-input"
            rows={2}
            maxLength={ORDER_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <button type="submit" className="button-secondary">
            {texts.saveNote}
          </button>
        </form>
      ) : null}
    </li>
  );
}

/** A sent line on the board or the bill: void lines struck through, left out of the totals. */
function SentLine({ line, texts, money }: { line: OrderLine; texts: OrderTexts; money: Money }) {
  const voided = line.status === 'void';
  return (
    <li className="order-line" data-void={voided || undefined}>
      <div className="order-line-head">
        <span className="order-line-name">
          {line.quantity} × {line.name}
        </span>{' '}
        <span className="order-line-price">{formatCents(line.totalCents, money.currency, money.locale)}</span>
      </div>
      <LineOptions line={line} />
      {voided ? <p className="order-line-problem">{texts.voided}</p> : null}
    </li>
  );
}

function RoundStatus({ round, texts }: { round: OrderRound; texts: OrderTexts }) {
  return (
    <p className="order-round-status">
      <span>{texts[round.station]}</span>{' '}
      <span className="order-status" data-status={round.status}>
        {texts[round.status]}
      </span>
    </p>
  );
}

/** The bill: each round with its lines and total, the order's total, VAT included, where to pay. */
function Bill({
  order,
  state,
  store,
  texts,
  money,
  onBack,
}: {
  order: TableOrder;
  state: OrderState;
  store: OrderStore;
  texts: OrderTexts;
  money: Money;
  onBack: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const price = (cents: number) => formatCents(cents, money.currency, money.locale);
  return (
    <section className="order-section" aria-labelledby="order-bill-title">
      <h3 id="order-bill-title" ref={headingRef} tabIndex={-1} className="order-section-title">
        {texts.billTitle}
      </h3>
      {roundsByNumber(order).map(([number, rounds]) => (
        <div key={number} className="order-round">
          <h4 className="order-round-title">{fill(texts.round, { number })}</h4>
          <ul className="order-lines">
            {rounds
              .flatMap((round) => round.lines)
              .map((line) => (
                <SentLine key={line.id} line={line} texts={texts} money={money} />
              ))}
          </ul>
          <p className="order-total">
            <span>{texts.total}</span> <span>{price(roundsTotal(rounds))}</span>
          </p>
        </div>
      ))}
      <p className="order-total order-grand-total">
        <span>{texts.total}</span> <span>{price(order.totalCents)}</span>
      </p>
      <p className="order-hint">{texts.vatIncluded}</p>
      <p className="order-hint">{texts.payAt}</p>
      <p role="status" className="order-done">
        {order.billRequestedAt ? texts.billOnItsWay : ''}
      </p>
      <div className="dialog-actions">
        <button type="button" className="button-secondary" onClick={onBack}>
          {texts.backToOrder}
        </button>
        {order.billRequestedAt ? null : (
          <button
            type="button"
            className="button-primary"
            aria-disabled={state.busy !== null || undefined}
            onClick={() => void store.askForBill()}
          >
            {texts.askBill}
          </button>
        )}
      </div>
    </section>
  );
}

/**
 * "Your table's order": the draft lines of every phone (this phone's own can be changed and
 * removed), "Send to the kitchen", the rounds sent with each station's status, and the bill.
 */
export function OrderPanel({
  state,
  store,
  texts,
  money,
  announcement,
  onClose,
}: {
  state: OrderState;
  store: OrderStore;
  texts: OrderTexts;
  money: Money;
  /** a round that moved on, said politely */
  announcement: string;
  onClose: () => void;
}) {
  const [view, setView] = useState<'order' | 'bill'>('order');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { order } = state;
  const closed = order?.status === 'closed';
  const lines = shownLines(state, texts);
  const rounds = roundsByNumber(order);
  const draftTotal = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const blocked = lines.some((line) => line.problem !== null);
  const price = (cents: number) => formatCents(cents, money.currency, money.locale);

  function showOrder() {
    setView('order');
    titleRef.current?.focus();
  }

  return (
    <Sheet labelledBy="order-panel-title" onClose={onClose}>
      <div className="order-sheet-head">
        <h2 id="order-panel-title" ref={titleRef} tabIndex={-1} className="dialog-title">
          {texts.yourOrder}
        </h2>
        <button type="button" className="detail-close" data-autofocus onClick={onClose}>
          {texts.close}
        </button>
      </div>
      <p role="status" className="order-notice">
        {noticeText(state.notice, texts)}
      </p>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {closed ? (
        <section className="order-section">
          <p className="order-closed">{texts.closed}</p>
          <button
            type="button"
            className="button-primary"
            aria-disabled={state.busy !== null || undefined}
            onClick={() => void store.startNew()}
          >
            {texts.startNew}
          </button>
        </section>
      ) : null}
      {order && view === 'bill' ? (
        <Bill order={order} state={state} store={store} texts={texts} money={money} onBack={showOrder} />
      ) : (
        <>
          {closed ? null : (
            <section className="order-section" aria-labelledby="order-drafts-title">
              <h3 id="order-drafts-title" className="order-section-title">
                {texts.notSentYet}
              </h3>
              {lines.length > 0 ? (
                <>
                  <ul className="order-lines">
                    {lines.map((line) => (
                      <DraftLine key={line.key} line={line} store={store} texts={texts} money={money} />
                    ))}
                  </ul>
                  <p className="order-total">
                    <span>{texts.total}</span> <span>{price(draftTotal)}</span>
                  </p>
                </>
              ) : (
                <p className="order-hint">{texts.nothingToSend}</p>
              )}
              {blocked ? (
                <p id="order-send-blocked" className="order-error">
                  {texts.sendBlocked}
                </p>
              ) : null}
              {lines.length > 0 ? (
                <button
                  type="button"
                  className="button-primary order-send"
                  aria-disabled={blocked || state.busy !== null || undefined}
                  aria-describedby={blocked ? 'order-send-blocked' : undefined}
                  onClick={() => {
                    if (!blocked) void store.send();
                  }}
                >
                  {state.busy === 'send' ? texts.sending : texts.send}
                </button>
              ) : null}
            </section>
          )}
          {rounds.length > 0 ? (
            <section className="order-section" aria-labelledby="order-rounds-title">
              <h3 id="order-rounds-title" className="order-section-title">
                {texts.sentToKitchen}
              </h3>
              {rounds.map(([number, stationRounds]) => (
                <div key={number} className="order-round">
                  <h4 className="order-round-title">{fill(texts.round, { number })}</h4>
                  {stationRounds.map((round) => (
                    <div key={round.id} className="order-station">
                      <RoundStatus round={round} texts={texts} />
                      <ul className="order-lines">
                        {round.lines.map((line) => (
                          <SentLine key={line.id} line={line} texts={texts} money={money} />
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              ))}
              {order ? (
                <p className="order-total order-grand-total">
                  <span>{texts.total}</span> <span>{price(order.totalCents)}</span>
                </p>
              ) : null}
              {closed ? null : (
                <button type="button" className="button-secondary" onClick={() => setView('bill')}>
                  {order?.billRequestedAt ? texts.billTitle : texts.askBill}
                </button>
              )}
            </section>
          ) : null}
        </>
      )}
    </Sheet>
  );
}
