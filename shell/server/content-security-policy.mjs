/**
 * No inline script anywhere; scripts only from the shell's own origin and the remotes' origins
 * that the manifest names. Inline style attributes stay allowed (React style props, Leaflet).
 */
export function contentSecurityPolicy(remoteOrigins) {
  const origins = [...new Set(remoteOrigins)].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${origins}`,
    `style-src 'self' 'unsafe-inline' ${origins}`,
    `connect-src 'self' ${origins}`,
    `img-src 'self' data: blob: https: ${origins}`,
    `font-src 'self' ${origins}`,
    "frame-src https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
