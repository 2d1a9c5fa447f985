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
    stmts;
    constructor(db) {
        db.exec(SCHEMA);
        this.stmts = {
            insert: db.prepare(`INSERT INTO recordings (id, room_name, type, media, instance_id, start_ts, status, duration, mtg_session_id, s3key, max_participants)
         VALUES (@id, @room_name, @type, @media, @instance_id, @start_ts, @status, @duration, @mtg_session_id, @s3key, @max_participants)`),
            get: db.prepare('SELECT * FROM recordings WHERE id = ?'),
            active: db.prepare("SELECT * FROM recordings WHERE room_name = ? AND instance_id = ? AND status = 'in-progress' ORDER BY seq DESC LIMIT 1"),
            finish: db.prepare("UPDATE recordings SET status = 'finished', duration = ? WHERE id = ?"),
            delete: db.prepare('DELETE FROM recordings WHERE id = ?'),
            count: db.prepare('SELECT COUNT(*) AS n FROM recordings'),
            countRoom: db.prepare('SELECT COUNT(*) AS n FROM recordings WHERE room_name = ?'),
        };
        const page = (where, order) => db.prepare(`SELECT * FROM recordings WHERE (? IS NULL OR room_name = ?) AND ${where} ORDER BY seq ${order} LIMIT ?`);
        this.pages = {
            newest: db.prepare('SELECT * FROM recordings WHERE (? IS NULL OR room_name = ?) ORDER BY seq DESC LIMIT ?'),
            olderThan: page('seq < ?', 'DESC'),
            newerThan: page('seq > ?', 'ASC'),
        };
    }
    pages;
    insert(row) {
        this.stmts.insert.run(row);
    }
    get(id) {
        return this.stmts.get.get(id);
    }
    active(room, instanceId) {
        return this.stmts.active.get(room, instanceId);
    }
    finish(id, duration) {
        this.stmts.finish.run(duration, id);
    }
    delete(id) {
        return this.stmts.delete.run(id).changes > 0;
    }
    count(room) {
        return (room === undefined ? this.stmts.count.get() : this.stmts.countRoom.get(room))?.n ?? 0;
    }
    /** Newest first; `after`/`before` are exclusive cursor seqs; `before: 0` with `oldest` gives the oldest page. */
    list(room, limit, cursor) {
        const r = room ?? null;
        // Parameter order of the paged statements: (room, room, seq, limit) — the seq comes in the WHERE clause.
        if (cursor.after !== undefined)
            return this.pages.olderThan.all(r, r, cursor.after, limit);
        if (cursor.before !== undefined)
            return this.pages.newerThan.all(r, r, cursor.before, limit).reverse();
        return this.pages.newest.all(r, r, limit);
    }
}
