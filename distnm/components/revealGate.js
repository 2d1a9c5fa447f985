// Whether a masked field may show its value when revealed (Ctrl+R). The app turns it off for its last frame
// when it quits, so the frame Ink leaves on the terminal never holds a revealed secret.
import { createContext, useContext } from 'react';
export const RevealAllowedContext = createContext(true);
/** `revealed`, unless the app is closing: then every masked field is masked again. */
export function useRevealGate(revealed) {
    return useContext(RevealAllowedContext) && revealed;
}
