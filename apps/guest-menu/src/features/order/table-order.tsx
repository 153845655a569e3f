/**
 * Orders from the table (docs/decisions/056), the guest's side, loaded on demand: when the table
 * takes orders and the guest first adds a dish, or when the phone already holds an order of the table
 * (menu-page.tsx). It draws a bar fixed at the bottom of the screen (the table's order: how many
 * dishes wait to be sent and what they cost), the order's sheet it opens, and the sheet that adds a
 * dish, asked for from the item's larger view. The order follows the server live (a request held
 * until the order changes), while the page is shown.
 */
import type { MenuViewItem } from '@tavola/menu-view/localize';
import type { MenuViewTexts } from '@tavola/menu-view/texts';
import { themeStyle } from '@tavola/menu-view/theme-style';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { HeldPublicMenu } from '../../lib/api';
import { fill, textsFor } from '../../lib/catalogs';
import { ITEM_DETAIL_TEXTS } from '../item-detail/item-detail-texts';
import { type AddedLine, AddSheet } from './add-sheet';
import { OrderPanel } from './order-panel';
import { OrderStore } from './order-store';
import { ORDER_TEXTS } from './order-texts';
import { formatCents, noticeText, problemText, roundChanges, shownLines } from './order-view';
import './order.css';

/** A dish to add, asked for from the item's larger view. */
export interface AddRequest {
  item: MenuViewItem;
  /** closes the item's larger view (once the dish is added) */
  closeDetail: () => void;
}

/** The history entry of the open order sheet: the phone's Back closes it, as it closes an item's view. */
const ORDER_PANEL_ENTRY = 'tavolaOrderPanel';

/**
 * Follows the order while it is open and the page is shown: the held request stops when the page is
 * hidden and starts again when it is shown or the phone is back online.
 */
function useFollowOrder(store: OrderStore, key: string | null, open: boolean): void {
  useEffect(() => {
    if (!key || !open) return;
    let controller: AbortController | null = null;
    const stop = () => {
      controller?.abort();
      controller = null;
    };
    const begin = () => {
      if (controller || document.visibilityState === 'hidden') return;
      const own = new AbortController();
      controller = own;
      void store.follow(own.signal).finally(() => {
        if (controller === own) controller = null;
      });
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? stop() : begin());
    // back online: at once, not after the pause that followed the failure
    const onOnline = () => {
      stop();
      begin();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', onOnline);
    begin();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
      stop();
    };
  }, [store, key, open]);
}

export default function TableOrder({
  clubId,
  tableId,
  menu,
  language,
  locale,
  viewTexts,
  adding,
  onAdding,
}: {
  clubId: number;
  tableId: number;
  menu: HeldPublicMenu;
  /** the language of the page's own texts */
  language: string;
  /** how prices are written */
  locale: string;
  viewTexts: MenuViewTexts;
  /** the dish the guest is adding, null when none */
  adding: AddRequest | null;
  onAdding: (request: AddRequest | null) => void;
}) {
  const texts = textsFor(ORDER_TEXTS, language);
  const store = useMemo(() => new OrderStore(clubId, tableId), [clubId, tableId]);
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const { order } = state;
  const closed = order?.status === 'closed';
  useEffect(() => store.start(), [store]);
  useFollowOrder(store, state.key, !closed);

  const [panelOpen, setPanelOpen] = useState(false);
  const closingPanel = useRef(false);
  // what the bar says politely: a dish added, a round that moved on
  const [said, setSaid] = useState('');
  const statuses = useRef<Map<number, string> | null>(null);
  useEffect(() => {
    const before = statuses.current;
    statuses.current = new Map((order?.rounds ?? []).map((round) => [round.id, round.status]));
    const changes = before ? roundChanges(before, order, texts) : '';
    if (changes) setSaid(changes);
  }, [order, texts]);

  // the phone's Back closes the order's sheet (its history entry), and the add sheet with the item's view
  useEffect(() => {
    if (!panelOpen) return;
    const onPop = () => {
      if (!(window.history.state as Record<string, unknown> | null)?.[ORDER_PANEL_ENTRY]) setPanelOpen(false);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [panelOpen]);
  useEffect(() => {
    if (!adding) return;
    const onPop = () => onAdding(null);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [adding, onAdding]);

  function openPanel() {
    closingPanel.current = false;
    window.history.pushState({ [ORDER_PANEL_ENTRY]: true }, '');
    setPanelOpen(true);
  }

  function closePanel() {
    // Escape may come as a key and as the dialog's cancel: one step Back, not two
    if (closingPanel.current) return;
    closingPanel.current = true;
    window.history.back();
  }

  async function add(added: AddedLine): Promise<string | null> {
    if (added.guestName !== undefined) store.setName(added.guestName);
    const outcome = await store.add(added.line, added.shown);
    if (outcome.kind === 'refused') return problemText(outcome.problem, texts);
    if (outcome.kind === 'failed') return noticeText(outcome.notice, texts) || texts.failed;
    const message = fill(outcome.kind === 'added' ? texts.added : texts.addedLater, {
      name: added.shown.name,
    });
    const request = adding;
    onAdding(null);
    if (request) {
      // said once the item's view has closed: the page behind a modal dialog is inert
      window.addEventListener('popstate', () => setSaid(message), { once: true });
      request.closeDetail();
    } else setSaid(message);
    return null;
  }

  const money = { currency: menu.currency ?? order?.currency ?? null, locale };
  const lines = shownLines(state, texts);
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const draftTotal = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const summary = closed
    ? texts.closedShort
    : count > 0
      ? fill(texts.toSend, {
          dishes: fill(count === 1 ? texts.dishesOne : texts.dishesOther, { count }),
          total: formatCents(draftTotal, money.currency, locale),
        })
      : order && order.rounds.length > 0
        ? fill(texts.sentTotal, { total: formatCents(order.totalCents, money.currency, locale) })
        : '';
  const shown = order !== null || lines.length > 0;

  return (
    <div className="order" style={themeStyle(menu.theme)} lang={language}>
      {shown ? (
        <div className="order-bar">
          <p role="status" className="visually-hidden">
            {panelOpen ? '' : said}
          </p>
          <button type="button" className="order-bar-button" aria-haspopup="dialog" onClick={openPanel}>
            <span className="order-bar-title">{texts.yourOrder}</span>{' '}
            {summary ? <span className="order-bar-summary">{summary}</span> : null}{' '}
            {state.notice?.kind === 'offline_waiting' ? (
              <span className="order-bar-summary">{texts.waiting}</span>
            ) : null}
          </button>
        </div>
      ) : null}
      {adding ? (
        <AddSheet
          key={adding.item.id}
          item={adding.item}
          currency={money.currency}
          locale={locale}
          texts={texts}
          ruleTexts={textsFor(ITEM_DETAIL_TEXTS, language)}
          viewTexts={viewTexts}
          askName={!state.key && state.name === undefined}
          onAdd={add}
          onClose={() => onAdding(null)}
        />
      ) : null}
      {panelOpen ? (
        <OrderPanel
          state={state}
          store={store}
          texts={texts}
          money={money}
          announcement={said}
          onClose={closePanel}
        />
      ) : null}
    </div>
  );
}
