import { type FuturesContract, getFuturesContracts } from '@meridian/contracts';
import { type ApiFetch, createTtlCache, getEnvelope, SERVER_REQUEST_TIMEOUT_MS } from '../../shell/http';

/** Contracts change with listings; their rules are what the page needs of them (the mark moves in the browser). */
const CONTRACTS_TTL_MS = 60_000;
const contractsCache = createTtlCache<FuturesContract[] | null>({ ttlMs: CONTRACTS_TTL_MS });

/** A contract looked up: listed, not listed, or not known because the API did not answer. */
export type ContractLookup =
  { kind: 'listed'; contract: FuturesContract } | { kind: 'unknown' } | { kind: 'unavailable' };

/**
 * One USDT perpetual contract for the futures page's loader: the list is public and cached for a
 * minute; an outage is told apart from an unknown contract (a listed contract's page must not 404).
 */
export async function loadFuturesContract(api: ApiFetch, name: string): Promise<ContractLookup> {
  const list = await contractsCache('all', async () => {
    const outcome = await getEnvelope(api, getFuturesContracts, { timeoutMs: SERVER_REQUEST_TIMEOUT_MS });
    return outcome.ok ? { value: outcome.data, cache: true } : { value: null, cache: false };
  });
  if (list === null) return { kind: 'unavailable' };
  const contract = list.find((c) => c.name === name);
  return contract ? { kind: 'listed', contract } : { kind: 'unknown' };
}
