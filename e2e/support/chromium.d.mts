export declare const DEFAULT_CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: readonly string[];
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[] };
