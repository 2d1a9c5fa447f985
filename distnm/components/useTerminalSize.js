import { useStdout } from 'ink';
import { useEffect, useState } from 'react';
const read = (stdout) => ({
    columns: stdout.columns > 0 ? stdout.columns : 80,
    rows: stdout.rows > 0 ? stdout.rows : 24,
});
/** Follows the terminal's size (listens on Ink's stdout, so tests can emit 'resize' on theirs). */
export function useTerminalSize() {
    const { stdout } = useStdout();
    const [size, setSize] = useState(() => read(stdout));
    useEffect(() => {
        const onResize = () => setSize((prev) => {
            const next = read(stdout);
            return next.columns === prev.columns && next.rows === prev.rows ? prev : next;
        });
        stdout.on('resize', onResize);
        onResize();
        return () => {
            stdout.off('resize', onResize);
        };
    }, [stdout]);
    return size;
}
