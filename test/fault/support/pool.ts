// This process's kept-alive connections. After a server goes away, the client may still hold an idle socket to it
// until it reads the server's close; a request written into that socket fails as "reset" after connecting, which
// rightly counts as "may have arrived". A test that means "the port is closed" waits until the socket is dropped,
// so its next request opens a new connection and is refused.
import http from 'node:http';
import { expect } from 'vitest';
import { waitFor } from '../../helpers/waitFor.js';

/** Resolves once the global agent (the one got uses here) holds no idle socket to `url`'s host and port. */
export async function noIdleSocketTo(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  await waitFor(() => expect(http.globalAgent.freeSockets[`${hostname}:${port}:`] ?? []).toHaveLength(0));
}
