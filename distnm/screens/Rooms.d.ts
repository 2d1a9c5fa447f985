import { type RoomsOptions } from './rooms/useRooms.js';
export type RoomsProps = RoomsOptions;
export declare function Rooms(props?: RoomsProps): import("react").JSX.Element;
