export declare const CHROMIUM_CANDIDATES: string[];
export declare function findChromium(): string | undefined;
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[] };
