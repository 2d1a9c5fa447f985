export declare function sectionOf(changelog: string, version: string): string | undefined;
export declare function dateOf(changelog: string, version: string): string | undefined;
