import { CSP_REPORT_PATH, contentSecurityPolicy } from './content-security-policy.mjs';

/** Geolocation for the site itself (the map's Find me); every other powerful feature for nobody. */
export const PERMISSIONS_POLICY =
  'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), serial=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()';

/**
 * The security headers of every answer, pages, files and /api alike: one list for the shell's node
 * server and, generated from it, nginx's security-headers include (`npm run edge:nginx`). `hsts` is
 * the max-age in seconds (0: no HSTS, as on a plain-http local run); both servers send it only when
 * set, and HSTS over http is ignored by browsers anyway.
 */
export function securityHeaders({ remoteOrigins, youtubeEmbedOrigin, thirdParty, styleHashes, hstsMaxAge }) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(remoteOrigins, youtubeEmbedOrigin, thirdParty, styleHashes),
    'Reporting-Endpoints': `csp="${CSP_REPORT_PATH}"`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    ...(hstsMaxAge ? { 'Strict-Transport-Security': `max-age=${hstsMaxAge}; includeSubDomains` } : {}),
  };
}
