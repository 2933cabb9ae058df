export interface ContentCredentials {
  user: string;
  password: string;
}

export function contentCredentials(env?: Record<string, string | undefined>): ContentCredentials;
export function basicAuthHeader(credentials: ContentCredentials): string;
