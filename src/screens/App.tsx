// Why this file is long: the shell's frame arithmetic and its ways out (quit, leave, tabs) read one another's state.
// The interactive app's shell: header (Header.tsx), the screen on top of the stack (registry.tsx), toast line, global
// error area, footer; the key dispatch, the rollout prompt, the questions before quitting or leaving unsaved work, and
// the frame's height arithmetic.
//
// KEYS — there is ONE root useInput: the input layer (components/input/useKeyPump.ts), used here. It splits
// every stdin chunk into key presses and hands them over one at a time, each after the previous one was
// rendered. Screens and dialogs never call useInput; they register:
//
//   import { useScreenKeys, useDialogKeys } from '../components/keyRouter.js';
//   useScreenKeys('rooms', (input, key) => {
//     const b = matchBinding('rooms', input, key);      // from ./keymap.js (the one binding table)
//     if (b?.action === 'create') { ...; return true; } // true = used; false/undefined = let globals run
//   }, { isActive });                                   // inactive while a sub-view/dialog owns the keys
//   useDialogKeys('confirm', handler)                   // modal: gets every key first (Confirm, TypeToConfirm)
//
// Order: Ctrl+C (quit, always; asks first over unsaved work) → the newest active dialog → the newest active screen
// handler → global keys (Esc back, ? help, q quit, the tab keys). While a text field has focus call useTextInputFocus(true) (./hooks.ts) and
// return true for every key you consume, so q and ? type instead of acting.
// Handlers are called through refs: they always see the latest render's values. Prefer store.getState()
// and functional setState inside handlers anyway.
//
// SCREENS — the registry (registry.tsx) names each route's view, title, tab and keys; this shell draws the one on
// top of the stack. Screens draw inside useScreenArea() ({width, height}); never taller than `height`.
// The shell owns the ways out of a screen — q and Ctrl+C, Esc the screen did not take, the tab keys (tabs.ts) — and
// asks first when the screen holds unsaved work (the store's heldDraft; leave.ts).
import { Box, Text, useApp } from 'ink';
import { useContext, useEffect, useRef, useState } from 'react';
import { Footer } from '../components/Footer.js';
import type { KeyPress } from '../components/input/keyPress.js';
import { useKeyPump } from '../components/input/useKeyPump.js';
import { KeyRouterProvider, useActiveScope, useKeyRouter } from '../components/keyRouter.js';
import { ScreenAreaContext } from '../components/layout.js';
import { AnimationProvider } from '../components/Spinner.js';
import { theme } from '../components/theme.js';
import { screenFailure, ViewGuard } from '../components/ViewGuard.js';
import { Toast } from '../components/Toast.js';
import { RevealAllowedContext } from '../components/revealGate.js';
import { useTerminalSize } from '../components/useTerminalSize.js';
import { StoreProvider, useAppStore, useAppStoreApi } from '../state/context.js';
import type { Route } from '../state/routes.js';
import type { AppStore } from '../state/store.js';
import type { RolloutQuitQuestion } from '../state/rolloutSlice.js';
import { Confirm } from '../components/Confirm.js';
import { DemoOfferDialog, DemoOfferProvider, useDemoOfferOpen, type DemoOfferSource } from './demo/DemoOffer.js';
import { Header, headerLines, useHintShown } from './Header.js';
import { Help } from './Help.js';
import { OrgSwitchContext, useOrgSwitch, type OrgSwitch } from './orgSwitch/context.js';
import { OrgSwitcher } from './orgSwitch/OrgSwitcher.js';
import { actionFor, footerText, matchBinding } from './keymap.js';
import { leaveQuestion, type LeaveWay } from './leave.js';
import { mainScope, routeKey, screenOf, viewOf } from './registry.js';
import { quitLines } from './rollout/format.js';
import { RolloutPrompt, rolloutPromptHeight } from './rollout/RolloutPrompt.js';
import { tabFooter, tabTarget } from './tabs.js';

/** The screen on top of the stack, from the registry. */
function CurrentScreen({ route }: { route: Route }) {
  return <>{viewOf(route)}</>;
}

function LeaveConfirm({ way, draft, onYes, onNo }: { way: LeaveWay; draft: string; onYes(): void; onNo(): void }) {
  const question = leaveQuestion(way, draft);
  return (
    <Confirm title={question.title} yesLabel={question.yesLabel} onYes={onYes} onNo={onNo}>
      {question.lines.map((line, i) => (
        <Text key={i} wrap="wrap">
          {line}
        </Text>
      ))}
    </Confirm>
  );
}

function Shell({ bare }: { bare: boolean }) {
  const { exit } = useApp();
  const store = useAppStoreApi();
  const router = useKeyRouter();
  const { columns, rows } = useTerminalSize();
  const route = useAppStore((s) => s.routes[s.routes.length - 1]);
  const atHome = useAppStore((s) => s.routes.length === 1);
  const helpOpen = useAppStore((s) => s.helpOpen);
  const toast = useAppStore((s) => s.toast);
  const globalError = useAppStore((s) => s.globalError);
  const targetKind = useAppStore((s) => s.target.kind);
  const offer = useAppStore((s) => s.rolloutOffer);
  const heldDraft = useAppStore((s) => s.heldDraft);
  const showHint = useHintShown(atHome);
  const activeScope = useActiveScope();
  const quitting = useRef(false);
  const orgSwitch = useOrgSwitch();
  const [orgSwitcherOpen, setOrgSwitcherOpen] = useState(false);
  const demoOfferOpen = useDemoOfferOpen();

  // Quitting first draws one more frame with every revealed value masked again (the frame Ink leaves on the
  // terminal), then exits from the effect that runs after that frame was committed.
  const [closing, setClosing] = useState(false);
  const revealAllowed = useContext(RevealAllowedContext);
  // Quitting while a rollout runs asks first (what is in flight continues on the service); asked, it quits.
  const [quitQuestion, setQuitQuestion] = useState<RolloutQuitQuestion | null>(null);
  // Leaving unsaved work (heldDraft) asks first: the way out waits here until the answer.
  const [leaving, setLeaving] = useState<LeaveWay | null>(null);
  // Asked only while the work is still there (a screen that saved or dropped it meanwhile has nothing to lose).
  const asking = leaving !== null && heldDraft !== null ? leaving : null;
  const quit = () => {
    if (quitting.current) return;
    const s = store.getState();
    const question = s.rolloutQuitQuestion();
    if (question && !quitQuestion) {
      setQuitQuestion(question);
      return;
    }
    if (question) s.abandonRollout();
    quitting.current = true;
    s.dispose();
    setClosing(true);
  };
  useEffect(() => {
    if (closing) exit();
  }, [closing, exit]);

  /** Takes the way out without asking. */
  const goOut = (way: LeaveWay) => {
    const s = store.getState();
    if (way.kind === 'quit') quit();
    else if (way.kind === 'back') s.pop();
    else s.switchTab({ name: way.target } as Route);
  };
  /** Takes the way out, or asks first when the screen holds unsaved work. */
  const leave = (way: LeaveWay) => {
    if (store.getState().heldDraft) setLeaving(way);
    else goOut(way);
  };

  const dispatch = ({ input, key }: KeyPress) => {
    if (matchBinding('global', input, key)?.action === 'forceQuit') {
      // Ctrl+C at the question quits anyway (its work is dropped).
      if (asking) {
        setLeaving(null);
        return quit();
      }
      return leave({ kind: 'quit' });
    }
    if (router.dispatch(input, key)) return;
    const s = store.getState();
    const global = matchBinding('global', input, key)?.action;
    if (global === 'back') {
      if (s.routes.length > 1) leave({ kind: 'back' });
      return;
    }
    if (s.textInputActive) return;
    const tab = tabTarget(s.routes, input, key);
    if (tab !== undefined) leave({ kind: 'tab', target: tab, label: screenOf(tab).tab?.label ?? tab });
    else if (global === 'help') s.setHelpOpen(true);
    else if (global === 'quit') leave({ kind: 'quit' });
    else if (global === 'rollout') {
      if (s.rollout && s.heldDraft)
        s.showToast(`save or discard your ${s.heldDraft} first: the rollout runs on meanwhile`, 'info');
      else if (s.rollout) {
        if (s.routes[s.routes.length - 1]?.name !== 'rollout') s.push({ name: 'rollout' });
      } else s.showToast('no rollout in this session: after a save in the key editor, r rolls the change out', 'info');
    } else if (global === 'organization') {
      // Switching builds a new store: a rollout running in this one would stop being followed.
      if (orgSwitch && s.rolloutQuitQuestion())
        s.showToast(
          'a rollout is running (w shows it): let it end, or stop it with x, before switching organization',
          'info',
        );
      else if (orgSwitch) setOrgSwitcherOpen(true);
      else s.showToast('Switching organization needs a user session: agentdeck auth login (or a PAT)', 'info');
    }
  };
  useKeyPump({
    dispatch,
    acceptsText: () => router.acceptsText() || (!router.hasActiveDialog() && store.getState().textInputActive),
    refused: (message) => store.getState().showToast(message, 'error'),
    holding: () => router.holding(),
    // Read each render: the router's changes re-render this component (useActiveScope).
    held: router.holding(),
    urgent: ({ input, key }) => matchBinding('global', input, key)?.action === 'forceQuit',
  });

  useEffect(() => () => store.getState().dispose(), [store]);

  // Frame: header + body + toast line + [error line] + footer, one line short of the terminal (Ink 6
  // redraws the whole screen every frame once the output reaches the terminal's height).
  const chromeLines = bare ? 0 : headerLines(targetKind, showHint) + 1; // header + footer
  // The rollout prompt takes its lines from the screen, but leaves it 3 (its first line, the question, always shows).
  const promptLines = Math.min(
    rolloutPromptHeight(offer),
    Math.max(1, rows - 1 - chromeLines - 1 - (globalError ? 1 : 0) - 3),
  );
  const bodyHeight = Math.max(3, rows - 1 - chromeLines - 1 - (globalError ? 1 : 0) - promptLines);
  const scope = activeScope ?? route.name;
  // Help lists the keys of the view that was active when `?` was pressed (a screen's sub-view has its own
  // scope, e.g. the rooms screen's token view), not the help dialog's own.
  const helpScope = useRef<string>(route.name);
  if (!helpOpen && activeScope && activeScope !== 'help') helpScope.current = activeScope;

  return (
    <Box flexDirection="column" width={columns}>
      {bare ? null : <Header width={columns} showHint={showHint} />}
      <ScreenAreaContext.Provider value={{ width: columns, height: bodyHeight }}>
        <Box flexDirection="column" height={bodyHeight} overflow="hidden">
          {/* flexShrink 0: a screen taller than the body is clipped at the bottom, never squeezed (Yoga would
              otherwise shrink its rows to overlapping lines). */}
          <Box
            display={helpOpen || orgSwitcherOpen || quitQuestion || asking || demoOfferOpen ? 'none' : 'flex'}
            flexDirection="column"
            flexShrink={0}
          >
            <RevealAllowedContext.Provider value={revealAllowed && !closing}>
              <ViewGuard resetKey={routeKey(route)} fallback={screenFailure}>
                <CurrentScreen key={routeKey(route)} route={route} />
              </ViewGuard>
            </RevealAllowedContext.Provider>
          </Box>
          {!helpOpen && <DemoOfferDialog />}
          {orgSwitcherOpen && orgSwitch && !helpOpen && (
            <OrgSwitcher orgSwitch={orgSwitch} onClose={() => setOrgSwitcherOpen(false)} />
          )}
          {asking && !helpOpen && !quitQuestion && (
            <LeaveConfirm
              way={asking}
              draft={heldDraft ?? ''}
              onYes={() => {
                setLeaving(null);
                goOut(asking);
              }}
              onNo={() => setLeaving(null)}
            />
          )}
          {quitQuestion && !helpOpen && (
            <Confirm
              title={`Quit while ${quitQuestion.requested.length > 0 ? 'agents are being redeployed' : 'a rollout runs'}?`}
              yesLabel="quit"
              onYes={quit}
              onNo={() => setQuitQuestion(null)}
            >
              {quitLines(quitQuestion).map((line, i) => (
                <Text key={i} wrap="wrap">
                  {line}
                </Text>
              ))}
            </Confirm>
          )}
          {helpOpen && (
            <Help
              scope={helpScope.current}
              title={`${screenOf(route.name).title} — keys`}
              onClose={() => store.getState().setHelpOpen(false)}
            />
          )}
        </Box>
      </ScreenAreaContext.Provider>
      <RolloutPrompt maxLines={promptLines} />
      {globalError && (
        <Text color={theme.error} wrap="truncate-end">
          ✖ {globalError}
        </Text>
      )}
      <Box height={1} width={columns}>
        {toast ? <Toast text={toast.text} kind={toast.kind} /> : <Text> </Text>}
      </Box>
      {bare ? null : (
        <Footer
          text={footerText(scope, columns, {
            ...(atHome ? { omit: ['back'] } : {}),
            // A tab's own screen names the other tabs (the keys work on every screen; help lists them).
            ...(scope === mainScope(route.name) ? { extra: tabFooter(route.name) } : {}),
          })}
        />
      )}
    </Box>
  );
}

export interface AppProps {
  store: AppStore;
  /** Still spinners (tests, screen readers). */
  still?: boolean;
  /** With a user session: the `o` organization switcher (see orgSwitch/OrgRoot.tsx). */
  orgSwitch?: OrgSwitch;
  /** Without header and footer: the screen, its toast and error lines only (tests of one screen). */
  bare?: boolean;
  /** The embedded emulator's demo data: offered on a first start with an empty store (demo/DemoOffer.tsx). */
  demoOffer?: DemoOfferSource;
}

export function App({ store, still = false, orgSwitch, bare = false, demoOffer }: AppProps) {
  return (
    <StoreProvider store={store}>
      <OrgSwitchContext.Provider value={orgSwitch}>
        <KeyRouterProvider match={actionFor}>
          <AnimationProvider still={still}>
            <DemoOfferProvider source={demoOffer}>
              <Shell bare={bare} />
            </DemoOfferProvider>
          </AnimationProvider>
        </KeyRouterProvider>
      </OrgSwitchContext.Provider>
    </StoreProvider>
  );
}
