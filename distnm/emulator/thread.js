// The embedded emulator on a worker thread, for the command line and the app with nothing configured.
// Why a thread: loading fastify and SQLite and starting the server is most of such a command's start-up; on a
// thread it runs on another core while the main thread loads the command line, and afterwards the emulator's
// request handling never blocks the app's rendering. main.ts starts the thread before it loads the command
// line, when the environment says the embedded emulator will be used (config/embeddedHint.ts); the thread only
// loads modules until `start` is called. Light on purpose: main.ts imports it on every run that may need it.
import { Worker } from 'node:worker_threads';
/** Starts the thread (`entry`: the bundled threadEntry) and its loading; the thread never holds the process open. */
export function preloadEmulatorThread(entry) {
    const worker = new Worker(entry);
    worker.unref();
    // An error thrown on the thread ends it: a pending start fails with it; a running emulator stops answering
    // (requests then fail as refused connections). The main thread never crashes for it.
    let threadError;
    worker.on('error', (error) => {
        threadError = error;
    });
    let exited = false;
    const exit = new Promise((resolve) => worker.once('exit', resolve)).then(() => {
        exited = true;
    });
    const ended = () => threadError ?? new Error('the embedded emulator thread ended before it started');
    const start = (dataDir) => new Promise((resolve, reject) => {
        if (exited)
            return reject(ended());
        const onExit = () => reject(ended());
        worker.once('exit', onExit);
        worker.once('message', (message) => {
            worker.off('exit', onExit);
            if (message.type === 'failed') {
                reject(Object.assign(new Error(message.error.message), message.error.code ? { code: message.error.code } : {}));
            }
            else {
                resolve({ ...message.emulator, close });
            }
        });
        worker.postMessage({ type: 'start', dataDir });
    });
    let closing;
    function close() {
        closing ??= exited ? exit : (worker.postMessage({ type: 'close' }), exit);
        return closing;
    }
    let started;
    return { start: ({ dataDir }) => (started ??= start(dataDir)) };
}
