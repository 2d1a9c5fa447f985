export async function runApply(..._args: unknown[]): Promise<number> {
  return 0;
}
