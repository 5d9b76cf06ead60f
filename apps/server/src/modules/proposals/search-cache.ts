/**
 * A few seconds' memory of the public search's first pages (decision 093). Anonymous visitors all get
 * the same answer for the same filters, and the explore lists' first pages and common words are most of
 * the traffic: one database read serves every such request for `ttlMs`, and requests that arrive while
 * it runs wait for it rather than start their own. A write through this server clears it (the routes
 * that create, edit or decide a proposal); a write from elsewhere is seen within `ttlMs`. Failures are
 * not kept. `ttlMs` 0 turns it off.
 */
export class SearchCache<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.value;
    this.entries.delete(key);
    // The oldest entry goes first (a Map iterates in insertion order).
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const entry = { at: this.now(), value: load() };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
