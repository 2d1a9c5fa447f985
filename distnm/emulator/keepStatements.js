const kept = [];
/** Every statement `db.prepare` returns from now on, and `db` itself, stay reachable until the process exits. */
export function keepStatements(db) {
    kept.push(db);
    const prepare = db.prepare.bind(db);
    db.prepare = ((source) => {
        const statement = prepare(source);
        kept.push(statement);
        return statement;
    });
    return db;
}
