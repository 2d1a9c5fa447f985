// Statements prepared on first use. The stores hold about 80 statements between them and a command's embedded
// emulator runs a handful (`secrets list`: two); each prepare parses and plans its SQL, and keepStatements.ts keeps
// every one for the life of the process. A statement is prepared once, the first time its property is read, and
// stays in that property.

type Makers = Record<string, () => unknown>;

/** One property per maker, holding what the maker returns (made when the property is first read). */
export type LazyStatements<T extends Makers> = { readonly [K in keyof T]: ReturnType<T[K]> };

export function lazyStatements<T extends Makers>(makers: T): LazyStatements<T> {
  const statements: Record<string, unknown> = {};
  for (const name of Object.keys(makers)) {
    Object.defineProperty(statements, name, {
      configurable: true,
      enumerable: true,
      get() {
        const statement = makers[name]();
        Object.defineProperty(statements, name, { value: statement, enumerable: true });
        return statement;
      },
    });
  }
  return statements as LazyStatements<T>;
}
