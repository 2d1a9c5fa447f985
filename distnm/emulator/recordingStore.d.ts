import type Database from 'better-sqlite3';
/** What the file of a recording is: fixed when the recording starts (the domain setting applies then). */
export type MediaKind = 'video' | 'audio' | 'tracks';
export interface RecordingRow {
    seq: number;
    id: string;
    room_name: string;
    type: string;
    media: MediaKind;
    instance_id: string;
    start_ts: number;
    status: 'in-progress' | 'finished' | 'canceled';
    duration: number | null;
    mtg_session_id: string;
    s3key: string;
    max_participants: number;
}
export declare class RecordingStore {
    private readonly stmts;
    constructor(db: Database.Database);
    private readonly pages;
    insert(row: Omit<RecordingRow, 'seq'>): void;
    get(id: string): RecordingRow | undefined;
    active(room: string, instanceId: string): RecordingRow | undefined;
    finish(id: string, duration: number): void;
    delete(id: string): boolean;
    count(room?: string): number;
    /** Newest first; `after`/`before` are exclusive cursor seqs; `before: 0` with `oldest` gives the oldest page. */
    list(room: string | undefined, limit: number, cursor: {
        after?: number;
        before?: number;
    }): RecordingRow[];
}
