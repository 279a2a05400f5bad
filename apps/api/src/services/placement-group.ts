import type { Database } from '../db/database';
import { type GroupedOrder, type OrderPlacement, placeOrderRow, placeRestingOrders } from '../db/queries/spot-orders';
import { perDatabase } from './per-database';

// Group placement of resting orders (decision 0044). Orders that arrive while a placement statement
// is on its way to the database wait for it and then go together, in one statement: at low load
// every order goes alone and at once (as before), under load one round trip, one plan and one
// commit serve many orders. Nothing is kept between requests but the orders waiting for their
// statement, so the process stays stateless: another process has its own queue, and the database
// decides between them as it does between single statements.

/**
 * At most this many statements of one process are on their way at once. One: the orders that come
 * meanwhile go together in the next, so under load there are fewer, larger statements (fewer
 * commits and round trips), which on the bench machine gave more orders a second and a shorter
 * tail than two (decision 0046). Orders that take from the book do not wait for it.
 */
export const GROUP_STATEMENTS_IN_FLIGHT = 1;
/** At most this many orders go in one statement. */
export const GROUP_SIZE_LIMIT = 64;

interface Waiting extends GroupedOrder {
  settle: (placement: OrderPlacement) => void;
  fail: (error: unknown) => void;
}

export interface PlacementGroups {
  /** Places one resting order with the others that are waiting; its own answer. */
  place(order: GroupedOrder): Promise<OrderPlacement>;
  /** Statements written and orders they carried since the start (for tests and the bench). */
  counts(): { statements: number; orders: number };
}

/**
 * The next group: the oldest waiting orders, at most one per account (the statement's locks and
 * window count are per account), none of an account with an order on its way (`busy`), and at most
 * GROUP_SIZE_LIMIT. The others keep their places, so an account's orders are placed in the order
 * they came.
 */
export function takeGroup<T extends { order: { uid: number } }>(
  waiting: T[],
  busy: ReadonlySet<number> = new Set(),
  limit = GROUP_SIZE_LIMIT,
): T[] {
  const accounts = new Set<number>(busy);
  const group: T[] = [];
  const rest: T[] = [];
  for (const item of waiting) {
    if (group.length < limit && !accounts.has(item.order.uid)) {
      accounts.add(item.order.uid);
      group.push(item);
    } else {
      rest.push(item);
    }
  }
  waiting.splice(0, waiting.length, ...rest);
  return group;
}

export function createPlacementGroups(db: Database): PlacementGroups {
  const waiting: Waiting[] = [];
  let inFlight = 0;
  /** Accounts with an order in a statement on its way. */
  const busy = new Set<number>();
  const counted = { statements: 0, orders: 0 };

  async function write(group: Waiting[]): Promise<void> {
    try {
      const placed = group.length === 1 ? 'one-by-one' : await placeRestingOrders(db, group);
      if (placed !== 'one-by-one') {
        group.forEach((item, n) => item.settle(placed[n] ?? { kind: 'insufficient' }));
        return;
      }
      // A taken client order id (or a deadlock) failed the statement as a whole: each on its own,
      // so the one whose id is taken is answered with the first order and the others are placed.
      for (const item of group) {
        try {
          item.settle(await placeOrderRow(db, item.order, item.window));
        } catch (error) {
          item.fail(error);
        }
      }
    } catch (error) {
      for (const item of group) item.fail(error);
    }
  }

  function pump(): void {
    while (inFlight < GROUP_STATEMENTS_IN_FLIGHT && waiting.length > 0) {
      const group = takeGroup(waiting, busy);
      // Every waiting order is of an account with one on its way: it goes after that one.
      if (group.length === 0) return;
      inFlight += 1;
      counted.statements += 1;
      counted.orders += group.length;
      for (const item of group) busy.add(item.order.uid);
      void write(group).finally(() => {
        inFlight -= 1;
        for (const item of group) busy.delete(item.order.uid);
        pump();
      });
    }
  }

  return {
    place(order) {
      return new Promise<OrderPlacement>((settle, fail) => {
        waiting.push({ ...order, settle, fail });
        pump();
      });
    },
    counts: () => ({ ...counted }),
  };
}

/** The placement groups of one database handle (one queue per process and database). */
export const placementGroups = perDatabase(createPlacementGroups);
