// The demo data offer: on a first start on the embedded emulator with an empty store, a dialog offers the README's
// demo data (secret sets, agents with a problem, a room); Enter/y adds it, n/Esc starts empty. Asked once per data
// dir: the emulator keeps the answer (emulator/demo.ts). While demo data is in the store the header says so
// (DemoMark). Never on a real service: main passes a source only for the embedded emulator.
import { Box, Text } from 'ink';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useDialogKeys, useKeyRouter } from '../../components/keyRouter.js';
import { Paragraph } from '../../components/Paragraph.js';
import { theme } from '../../components/theme.js';
import { useAppStoreApi } from '../../state/context.js';

/** The embedded emulator's demo data, as the app uses it (emulator/demo.ts's DemoData has this shape). */
export interface DemoOfferSource {
  /** True when the store is empty and the question was never answered for this data dir. */
  offerPending(): boolean;
  /** Adds the demo data and remembers the answer. */
  accept(): { sets: number; agents: number; rooms: number };
  /** Remembers the answer: never asked again for this data dir. */
  decline(): void;
  /** True while the demo data is in the store. */
  present(): boolean;
}

interface DemoOfferState {
  source: DemoOfferSource;
  /** The dialog is showing. */
  open: boolean;
  /** Demo data is in the store (the header marks it). */
  present: boolean;
  answer(accept: boolean): void;
}

const DemoOfferContext = createContext<DemoOfferState | undefined>(undefined);

/** Holds the offer for the app (App wraps its shell in it when main passed a source). */
export function DemoOfferProvider({ source, children }: { source: DemoOfferSource | undefined; children: ReactNode }) {
  const store = useAppStoreApi();
  // Read once at start: the store is empty then or it is not; an answer is the only thing that changes it.
  const [open, setOpen] = useState(() => safely(() => source?.offerPending() ?? false, false));
  const [present, setPresent] = useState(() => safely(() => source?.present() ?? false, false));
  if (!source) return <>{children}</>;
  const answer = (accept: boolean) => {
    setOpen(false);
    const s = store.getState();
    if (!accept) {
      safely(() => source.decline(), undefined);
      s.showToast(
        'starting empty: n creates a secret set (agentdeck emulator --seed-demo adds the demo data later)',
        'info',
      );
      return;
    }
    try {
      const added = source.accept();
      setPresent(true);
      s.showToast(
        `demo data added: ${added.sets} secret sets, ${added.agents} agents, ${added.rooms} room — marked "demo data" in the header`,
        'success',
      );
      void s.refreshSets();
      void s.refreshUsage({ force: true });
    } catch (error) {
      s.showToast(`could not add the demo data: ${error instanceof Error ? error.message : String(error)}`, 'error');
    }
  };
  return <DemoOfferContext.Provider value={{ source, open, present, answer }}>{children}</DemoOfferContext.Provider>;
}

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** True while the offer's dialog is showing (the shell hides the screen under it). */
export function useDemoOfferOpen(): boolean {
  return useContext(DemoOfferContext)?.open ?? false;
}

/** The header's mark while the demo data is in the store. */
export function DemoMark(): React.JSX.Element | null {
  const offer = useContext(DemoOfferContext);
  return offer?.present ? <Text color={theme.warning}>{'  · demo data'}</Text> : null;
}

/** The question, drawn in the screen's place while it is open. */
export function DemoOfferDialog(): React.JSX.Element | null {
  const offer = useContext(DemoOfferContext);
  const router = useKeyRouter();
  useDialogKeys(
    'demoOffer',
    (input, key) => {
      const action = router.action('demoOffer', input, key);
      if (action === 'accept') offer?.answer(true);
      else if (action === 'decline') offer?.answer(false);
    },
    { isActive: offer?.open === true },
  );
  if (!offer?.open) return null;
  return (
    <Box flexDirection="column" borderStyle="round" borderColor={theme.accent} paddingX={1} flexShrink={0}>
      <Text bold>Start with demo data?</Text>
      <Paragraph>
        {'This local emulator is empty. Demo data shows what agentdeck does: 4 secret sets, 4 agents that use them (one ' +
          'bound to a set in another region, a problem the list points out) and a room, as in the README.'}
      </Paragraph>
      <Paragraph>
        {'It stays on this computer, in the emulator only, and is marked "demo data" in the header.'}
      </Paragraph>
      <Text color={theme.muted}>enter/y add demo data · n/esc start empty (not asked again)</Text>
    </Box>
  );
}
