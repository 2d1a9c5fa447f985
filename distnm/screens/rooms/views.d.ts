import type { View } from './model.js';
import type { RoomsModel } from './useRooms.js';
type ViewOf<N extends View['name']> = Extract<View, {
    name: N;
}>;
export declare function ListView({ m }: {
    m: RoomsModel;
}): import("react").JSX.Element;
/** The create form and the token form (the form engine's FormView). */
export declare function FormScreen({ m, title, specs }: {
    m: RoomsModel;
    title: string;
    specs: RoomsModel['roomSpecs'];
}): import("react").JSX.Element;
/**
 * The token on ONE line, never wrapped: a mouse selection of a wrapped token would copy line breaks into it.
 * When the terminal is narrower than the token the line is cut visibly and says how wide it must be.
 */
export declare function TokenScreen({ m, view }: {
    m: RoomsModel;
    view: ViewOf<'token'>;
}): import("react").JSX.Element;
export declare function DetailScreen({ m, view }: {
    m: RoomsModel;
    view: ViewOf<'detail'>;
}): import("react").JSX.Element;
/** Look up by URL, or delete by URL or name: one text field. */
export declare function PromptScreen({ m, view }: {
    m: RoomsModel;
    view: ViewOf<'lookup'> | ViewOf<'deleteInput'>;
}): import("react").JSX.Element;
/** The running action, the last error and the last note. */
export declare function StatusLines({ m }: {
    m: RoomsModel;
}): import("react").JSX.Element;
export {};
