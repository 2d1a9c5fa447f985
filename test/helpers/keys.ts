// Named key sequences as a terminal sends them (docs/architecture.md, "A key press").
export const KEYS = {
  up: '\u001B[A',
  down: '\u001B[B',
  right: '\u001B[C',
  left: '\u001B[D',
  home: '\u001B[H',
  end: '\u001B[F',
  pageUp: '\u001B[5~',
  pageDown: '\u001B[6~',
  enter: '\r',
  esc: '\u001B',
  tab: '\t',
  shiftTab: '\u001B[Z',
  /** What a real Backspace key sends (Ink 6 reports it as `delete`). */
  backspace: '\u007F',
  ctrlC: '\u0003',
  ctrlR: '\u0012',
  ctrlU: '\u0015',
  ctrlX: '\u0018',
} as const;
