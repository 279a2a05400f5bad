/**
 * Answers of the upstream feed kept for a short while (decision 0037): a question asked again
 * inside its window, or while the first ask is still on its way, shares that one fetch. At most
 * `maxEntries` are kept; past that the oldest goes first, so no question list grows without limit.
 */
export class AnswerCache<T> {
  private readonly entries = new Map<string, { answer: Promise<T>; expiresAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number,
  ) {}

  /**
   * The kept answer of `key`, else `load()`'s, kept for `ttlMs(answer)` ms from when it arrives
   * (0: shared while in flight only, as for failures).
   */
  get(key: string, load: () => Promise<T>, ttlMs: (answer: T) => number): Promise<T> {
    const kept = this.entries.get(key);
    if (kept && kept.expiresAt > this.now()) return kept.answer;
    if (kept) this.entries.delete(key);
    const answer = load();
    const entry = { answer, expiresAt: Number.POSITIVE_INFINITY };
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.entries.delete(oldest.value);
    }
    void answer.then(
      (value) => {
        const ttl = ttlMs(value);
        // Still ours (not evicted or replaced meanwhile)?
        if (this.entries.get(key) !== entry) return;
        if (ttl <= 0) this.entries.delete(key);
        else entry.expiresAt = this.now() + ttl;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return answer;
  }

  /** Kept answers (for tests and bounds). */
  size(): number {
    return this.entries.size;
  }
}
