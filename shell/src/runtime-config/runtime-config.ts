/** config.json beside the shell: changing environment never needs a rebuild. */
export interface RuntimeConfig {
  contentApiBase: string;
  manifestUrl: string;
  mapTileUrl: string;
  mapAttribution: string;
  routingServiceUrl: string;
  captcha: { provider: string; siteKey: string; scriptUrl: string };
  analytics: { enabled: boolean; scriptUrl: string };
  chat: { scriptUrl: string };
  failureReportUrl: string | null;
  remoteLoadTimeoutMs: number;
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}
