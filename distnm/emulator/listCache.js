export class ListCache {
    store;
    entries = new Map();
    constructor(store) {
        this.store = store;
    }
    /** The cached answer for `key` while still right, else `build()`'s, which is kept. */
    read(key, now, build) {
        const dataVersion = this.store.dataVersion();
        const cached = this.entries.get(key);
        if (cached && cached.dataVersion === dataVersion && now < cached.validUntil)
            return cached.result;
        const answer = build();
        this.entries.set(key, { ...answer, dataVersion });
        return answer.result;
    }
    /** After a write of this process. */
    clear() {
        this.entries.clear();
    }
}
