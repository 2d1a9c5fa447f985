// The last resort when a view throws while drawing (a defect): Ink's own boundary would end the app, and the
// draft with it. A ViewGuard draws `fallback` in the view's place instead; whoever holds the state above it (a
// form's values, a screen's hook) keeps it, and keys still reach it. When `resetKey` changes (the next edit, another
// route) the view is drawn again.
import React from 'react';
import { Text } from 'ink';
import { theme } from './theme.js';

interface ViewGuardProps {
  /** Drawing is tried again when this changes. */
  resetKey: unknown;
  /** What is drawn instead; the default is one line naming the error. */
  fallback?: (error: Error) => React.ReactNode;
  children: React.ReactNode;
}

interface ViewGuardState {
  error: Error | null;
  resetKey: unknown;
}

/** One line: what failed, in words a user can report. */
export function failureText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim() || 'unknown error';
}

export class ViewGuard extends React.Component<ViewGuardProps, ViewGuardState> {
  override state: ViewGuardState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ViewGuardState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: ViewGuardProps, state: ViewGuardState): Partial<ViewGuardState> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { error: null, resetKey: props.resetKey };
  }

  override render(): React.ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (this.props.fallback) return this.props.fallback(error);
    return (
      <Text color={theme.error} wrap="truncate-end">
        {`✖ this view could not be drawn: ${failureText(error)}`}
      </Text>
    );
  }
}

/** A screen's fallback: the error, and that the app runs on (the keys that leave are the shell's). */
export function screenFailure(error: Error): React.ReactNode {
  return (
    <Text color={theme.error} wrap="wrap">
      {`✖ This screen stopped with an error: ${failureText(error)}. The app runs on: Esc goes back, q quits.`}
    </Text>
  );
}
