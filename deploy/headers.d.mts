export declare const CSP: string;
export declare const SECURITY_HEADERS: Record<string, string>;
export declare const COMPRESSIBLE: RegExp;
