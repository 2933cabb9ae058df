export declare const PERMISSIONS_POLICY: string;
export declare function securityHeaders(settings: {
  remoteOrigins: string[];
  youtubeEmbedOrigin: string;
  thirdParty: { scripts: string[]; frames: string[]; images: string[] };
  styleHashes: string[];
  hstsMaxAge: number | string;
}): Record<string, string>;
