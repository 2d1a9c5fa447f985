// A configuration problem that stops target resolution (a bad -o, a file of the wrong shape): its own module so that
// target.ts and the checks it loads lazily (organizationChoice.ts) both import it without importing each other.
export class TargetError extends Error {
  readonly usage: boolean;
  constructor(message: string, usage = true) {
    super(message);
    this.name = 'TargetError';
    this.usage = usage;
  }
}
