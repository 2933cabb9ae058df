/** config.json beside the shell: changing environment never needs a rebuild. */
export interface RuntimeConfig {
  contentApiBase: string;
  manifestUrl: string;
  mapTileUrl: string;
  mapAttribution: string;
  /** An OSRM-compatible routing service. */
  routingServiceUrl: string;
  /** origins: what the provider's script loads besides itself (frames, code); the CSP allows them while siteKey is set. */
  captcha: { provider: string; siteKey: string; scriptUrl: string; origins: string[] };
  analytics: { enabled: boolean; scriptUrl: string };
  chat: { scriptUrl: string };
  /** Where the shell posts which remote versions a page used and every remote load failure; null: console only. */
  failureReportUrl: string | null;
  /** Lets a visitor's canary cookie or ?canary= put them on another deployed version of one remote. */
  canaryEnabled: boolean;
  remoteLoadTimeoutMs: number;
  /** Where video blocks embed YouTube players from (youtube-nocookie or youtube); the CSP frame-src follows it. */
  youtubeEmbedOrigin: string;
}

// Registered once by the shell after it reads config.json; remotes read it through shared-kit.
let current: RuntimeConfig | null = null;

export function registerRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function runtimeConfig(): RuntimeConfig {
  if (!current) throw new Error('runtime config read before the shell registered it');
  return current;
}
