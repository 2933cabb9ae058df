export interface ContentCredentials {
  user: string;
  password: string;
}

export declare const LOCAL_CONTENT_CREDENTIALS: ContentCredentials;
export declare const LOCAL_HUMAN_CHECK_SECRET: string;
export declare const LOCAL_VISITOR_PROOF_KEY: string;
export function isLoopbackUrl(url: string): boolean;
export class MissingSetting extends Error {}
export function contentCredentials(env?: Record<string, string | undefined>, contentHost?: string | null): ContentCredentials;
export function basicAuthHeader(credentials: ContentCredentials): string;
