export type Route = {
    name: 'sets';
} | {
    name: 'keys';
    set: string;
} | {
    name: 'newSet';
} | {
    name: 'pullSecretDetail';
    set: string;
} | {
    name: 'pullSecretWizard';
    fix?: string;
} | {
    name: 'rooms';
} | {
    name: 'recordings';
    room?: string;
};
export type RouteName = Route['name'];
