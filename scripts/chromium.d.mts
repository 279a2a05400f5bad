export declare const CHROMIUM_FLAGS: string[];
export declare function chromePath(): string;
export declare const DEMO_HOSTS_TO_LOCALHOST: string;
