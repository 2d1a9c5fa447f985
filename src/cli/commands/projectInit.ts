export async function runInit(..._args: unknown[]): Promise<number> {
  return 0;
}
