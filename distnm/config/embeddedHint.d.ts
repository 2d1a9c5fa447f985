export declare function embeddedEmulatorLikely(env: NodeJS.ProcessEnv): boolean;
