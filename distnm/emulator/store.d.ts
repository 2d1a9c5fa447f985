import Database from 'better-sqlite3';
export declare const DB_FILE = "emulator.db";
export interface SetRow {
    name: string;
    type: 'secret' | 'imagePullSecret';
    region: string;
    host: string | null;
    failure: string | null;
    updated_at: number;
}
export interface RoomRow {
    seq: number;
    id: string;
    name: string;
    privacy: string;
    created_at: string;
    exp: number | null;
    config: string;
}
export declare class EmulatorStore {
    readonly db: Database.Database;
    private readonly stmts;
    constructor(dataDir: string);
    /** Runs fn in one transaction (BEGIN IMMEDIATE … COMMIT with cached statements; nested calls join the outer one). */
    transaction<T>(fn: () => T): T;
    getMeta(key: string): string | undefined;
    setMeta(key: string, value: string): void;
    /** Sets a meta value unless one is there (another process may have set it first); returns the stored value. */
    metaOrInsert(key: string, value: string): string;
    /**
     * Changes whenever another connection (another process sharing the data dir) commits; this connection's own
     * commits do not change it. Cheap: no table is read.
     */
    dataVersion(): number;
    defaultRegion(org: string): string | undefined;
    setDefaultRegion(org: string, region: string): void;
    listSets(org: string, region?: string): SetRow[];
    getSet(org: string, name: string): SetRow | undefined;
    countSets(): number;
    keysOf(org: string, name: string): string[];
    insertSet(row: {
        org: string;
        name: string;
        type: SetRow['type'];
        region: string;
        host: string | null;
        pullSecretValue: string | null;
        failure: string | null;
        now: number;
    }): void;
    /** Marks an existing set as written at `now` (status is derived from that time). */
    touchSet(row: {
        org: string;
        name: string;
        host: string | null;
        pullSecretValue: string | null;
        failure: string | null;
        now: number;
    }): void;
    touchSetTime(org: string, name: string, now: number): void;
    upsertValue(org: string, name: string, key: string, value: string): void;
    deleteSet(org: string, name: string): boolean;
    deleteValue(org: string, name: string, key: string): boolean;
    insertRoom(room: Omit<RoomRow, 'seq'>): void;
    getRoom(name: string): RoomRow | undefined;
    updateRoom(room: Pick<RoomRow, 'name' | 'privacy' | 'exp' | 'config'>): void;
    getRoomById(id: string): RoomRow | undefined;
    deleteRoom(name: string): boolean;
    countLiveRooms(nowSeconds: number): number;
    /** Live rooms, newest first; `after`/`before` are cursor seqs (exclusive). */
    listRooms(nowSeconds: number, limit: number, cursor?: {
        after?: number;
        before?: number;
    }): RoomRow[];
    close(): void;
}
