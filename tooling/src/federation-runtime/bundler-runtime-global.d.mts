export declare const BUNDLER_RUNTIME_GLOBAL: string;
