// The ways out of the screen on top that the shell owns — `q` (and Ctrl+C), Esc when the screen did not take it, a
// tab key — and the question asked before one of them would drop unsaved work (the store's `heldDraft`: the key
// editor's staged changes or a typed key, a new set's form, the wizard's answers). Pure: the shell draws the question
// with Confirm and performs the way out on yes.
import type { RouteName } from '../state/routes.js';

export type LeaveWay = { kind: 'quit' } | { kind: 'back' } | { kind: 'tab'; target: RouteName; label: string };

export interface LeaveQuestion {
  title: string;
  lines: string[];
  yesLabel: string;
}

/** What to ask before `way` drops `draft` (a phrase after "your": "2 staged changes to my-set"). */
export function leaveQuestion(way: LeaveWay, draft: string): LeaveQuestion {
  const what = way.kind === 'quit' ? 'Quit' : way.kind === 'back' ? 'Go back' : `Switch to ${way.label}`;
  return {
    title: `${what} and discard your ${draft}?`,
    lines: [
      'Nothing of it has been sent to the service: it is lost when the screen closes.',
      way.kind === 'quit' ? 'n goes back to it; Ctrl+C quits anyway.' : 'n goes back to it.',
    ],
    yesLabel: way.kind === 'quit' ? 'discard and quit' : 'discard',
  };
}
