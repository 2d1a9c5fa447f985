import { type Dispatch } from 'react';
import { type RoomsAction, type RoomsState } from './model.js';
type Run = (label: string, action: () => Promise<void>) => Promise<void>;
export declare function useRoomRecording(state: RoomsState, dispatch: Dispatch<RoomsAction>, run: Run): {
    start: () => void;
    stop: () => void;
    askDomainToggle: () => void;
    confirmDomainToggle: () => void;
    cancelDomainToggle: () => void;
};
export {};
