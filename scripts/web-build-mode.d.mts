// Types of web-build-mode.mjs for the TypeScript that imports it (apps/web/vite.config.ts, its test).
export declare const WEB_BUILD_PAGES: readonly string[];
export declare const WEB_BUILD_MODE: 'production';
export declare function buildModeMarker(distDir: string, page: string): string;
export declare function writeBuildMode(distDir: string, page: string, mode: string): void;
export declare function readBuildMode(distDir: string, page: string): string | null;
export declare function webBuildStaleReason(input: {
  builtAt: number;
  sourcesAt: number;
  modes: Readonly<Record<string, string | null | undefined>>;
}): string | null;
