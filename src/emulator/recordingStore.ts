// SQLite rows of the emulator's recordings (same database as the rest of the store, own table and statements).
import type Database from './sqlite/database.js';
import type { EmulatorStore } from './store.js';
import { lazyStatements } from './lazyStatements.js';

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

const SCHEMA = `
CREATE TABLE IF NOT EXISTS recordings (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  room_name TEXT NOT NULL,
  type TEXT NOT NULL,
  media TEXT NOT NULL,
  instance_id TEXT NOT NULL,
  start_ts INTEGER NOT NULL,
  status TEXT NOT NULL,
  duration INTEGER,
  mtg_session_id TEXT NOT NULL,
  s3key TEXT NOT NULL,
  max_participants INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS recordings_room ON recordings (room_name, seq);
`;

export class RecordingStore {
  private readonly stmts;

  constructor(store: EmulatorStore) {
    const db = store.db;
    if (!store.schemaCurrent) db.exec(SCHEMA);
    this.stmts = lazyStatements({
      insert: () =>
        db.prepare(
          `INSERT INTO recordings (id, room_name, type, media, instance_id, start_ts, status, duration, mtg_session_id, s3key, max_participants)
         VALUES (@id, @room_name, @type, @media, @instance_id, @start_ts, @status, @duration, @mtg_session_id, @s3key, @max_participants)`,
        ),
      get: () => db.prepare<[string], RecordingRow>('SELECT * FROM recordings WHERE id = ?'),
      active: () =>
        db.prepare<[string, string], RecordingRow>(
          "SELECT * FROM recordings WHERE room_name = ? AND instance_id = ? AND status = 'in-progress' ORDER BY seq DESC LIMIT 1",
        ),
      finish: () => db.prepare("UPDATE recordings SET status = 'finished', duration = ? WHERE id = ?"),
      delete: () => db.prepare('DELETE FROM recordings WHERE id = ?'),
      count: () => db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM recordings'),
      countRoom: () => db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM recordings WHERE room_name = ?'),
    });
    const page = (where: string, order: 'ASC' | 'DESC') =>
      db.prepare<[string | null, string | null, number, number], RecordingRow>(
        `SELECT * FROM recordings WHERE (? IS NULL OR room_name = ?) AND ${where} ORDER BY seq ${order} LIMIT ?`,
      );
    this.pages = lazyStatements({
      newest: () =>
        db.prepare<[string | null, string | null, number], RecordingRow>(
          'SELECT * FROM recordings WHERE (? IS NULL OR room_name = ?) ORDER BY seq DESC LIMIT ?',
        ),
      olderThan: () => page('seq < ?', 'DESC'),
      newerThan: () => page('seq > ?', 'ASC'),
    });
  }

  private readonly pages: {
    newest: Database.Statement<[string | null, string | null, number], RecordingRow>;
    olderThan: Database.Statement<[string | null, string | null, number, number], RecordingRow>;
    newerThan: Database.Statement<[string | null, string | null, number, number], RecordingRow>;
  };

  insert(row: Omit<RecordingRow, 'seq'>): void {
    this.stmts.insert.run(row);
  }

  get(id: string): RecordingRow | undefined {
    return this.stmts.get.get(id);
  }

  active(room: string, instanceId: string): RecordingRow | undefined {
    return this.stmts.active.get(room, instanceId);
  }

  finish(id: string, duration: number): void {
    this.stmts.finish.run(duration, id);
  }

  delete(id: string): boolean {
    return this.stmts.delete.run(id).changes > 0;
  }

  count(room?: string): number {
    return (room === undefined ? this.stmts.count.get() : this.stmts.countRoom.get(room))?.n ?? 0;
  }

  /** Newest first; `after`/`before` are exclusive cursor seqs; `before: 0` with `oldest` gives the oldest page. */
  list(room: string | undefined, limit: number, cursor: { after?: number; before?: number }): RecordingRow[] {
    const r = room ?? null;
    // Parameter order of the paged statements: (room, room, seq, limit) — the seq comes in the WHERE clause.
    if (cursor.after !== undefined) return this.pages.olderThan.all(r, r, cursor.after, limit);
    if (cursor.before !== undefined) return this.pages.newerThan.all(r, r, cursor.before, limit).reverse();
    return this.pages.newest.all(r, r, limit);
  }
}
