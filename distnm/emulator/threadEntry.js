// Runs inside the embedded emulator's worker thread (src/emulator/thread.ts starts it). Loading fastify and
// SQLite starts at once, on this thread, while the main thread loads the command line; the emulator itself
// starts only when the main thread asks (the data dir is touched only then).
import { parentPort } from 'node:worker_threads';
const port = parentPort;
if (!port)
    throw new Error('src/emulator/threadEntry.ts runs only as a worker thread');
const loading = import('./server.js');
// A failed load (say, SQLite's addon missing) is answered to `start`, not thrown on the thread before it.
loading.catch(() => undefined);
let running;
function reply(message) {
    port.postMessage(message);
}
function failure(error) {
    const code = error.code;
    return { message: error instanceof Error ? error.message : String(error), ...(typeof code === 'string' ? { code } : {}) };
}
port.on('message', async (request) => {
    if (request.type === 'start') {
        try {
            running = loading.then(({ startEmulator }) => startEmulator({ dataDir: request.dataDir, host: '127.0.0.1', port: 0 }));
            const emulator = await running;
            const handle = {
                apiHost: emulator.apiHost,
                roomApiUrl: emulator.roomApiUrl,
                keys: { privateKey: emulator.keys.privateKey, userToken: emulator.keys.userToken, roomKey: emulator.keys.roomKey },
                orgs: emulator.orgs,
            };
            reply({ type: 'started', emulator: handle });
        }
        catch (error) {
            running = undefined;
            reply({ type: 'failed', error: failure(error) });
        }
        return;
    }
    // 'close': answer once the server and the store are closed; the thread then has nothing left and ends.
    try {
        await (await running)?.close();
    }
    catch {
        // a failed start already said why
    }
    port.close();
});
