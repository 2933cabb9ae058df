/** An http(s) URL's origin, or nothing: a malformed setting must not widen the policy. */
function originOf(url) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

const origins = (urls) => [...new Set(urls.map(originOf).filter(Boolean))];

/**
 * The third-party origins config.json switches on, for the CSP: a service that is off (no captcha site
 * key, analytics disabled, no chat script) gets nothing. The human check loads from more than its
 * script's origin (reCAPTCHA: its frames from www.google.com, its code from www.gstatic.com), which
 * config.json lists in captcha.origins.
 */
export function thirdPartyOrigins(config) {
  const captcha = config?.captcha?.siteKey ? [config.captcha.scriptUrl, ...(config.captcha.origins ?? [])] : [];
  const analytics = config?.analytics?.enabled ? [config.analytics.scriptUrl] : [];
  const chat = config?.chat?.scriptUrl ? [config.chat.scriptUrl] : [];
  // Map tiles, and the content system's file host (files are linked by full URL, spec 7).
  const images = [config?.mapTileUrl, ...(Array.isArray(config?.imageOrigins) ? config.imageOrigins : [])].filter((url) => typeof url === 'string');
  return { scripts: origins([...captcha, ...analytics, ...chat]), frames: origins(captcha), images: origins(images) };
}
