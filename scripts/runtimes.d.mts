export interface PlatformBuild {
  pkg: string;
  integrity: string;
  binary: string;
  exe: string;
  archive: 'tar.gz' | 'zip';
  wheelTag: string;
}
export declare const ROOT: string;
export declare const RUNTIMES: string;
export declare const NODE_VERSION: string;
export declare const PLATFORMS: Record<'linux-x64' | 'linux-arm64' | 'win-x64', PlatformBuild>;
export type Platform = keyof typeof PLATFORMS;
export declare function hostPlatform(): Platform | undefined;
export declare function runtimeDir(platform: Platform): string;
export declare function runtimePath(platform: Platform): string | undefined;
export declare function fetchRuntime(platform: Platform): string;
