import { readAffiliateCookies, readCookies, type AffiliateCookies } from '@bank/shared-kit';

/** The affiliate part of the submission payload (shell spec section 3). */
export interface AffiliateFields {
  webmasterid: string;
  appid: string;
  googleclientid: string;
  campaing: string;
  utm_content: string;
  gclid: string;
}

/** The analytics client id is the last two parts of the _ga cookie (GA1.1.<id>.<time>). */
export function googleClientId(cookieHeader: string): string {
  const ga = readCookies(cookieHeader)._ga ?? '';
  return ga.split('.').slice(-2).join('.');
}

export function affiliateFields(cookies: AffiliateCookies, cookieHeader: string): AffiliateFields {
  return {
    webmasterid: cookies.webmasterid ?? cookies.wmid ?? '',
    appid: cookies.appid ?? '',
    googleclientid: googleClientId(cookieHeader),
    // The payload field is spelled this way by the bank's API.
    campaing: cookies.utm_campaign ?? '',
    utm_content: cookies.utm_content ?? '',
    gclid: cookies.gclid ?? '',
  };
}

/** The network's click id of the visit, for the lead confirmation postback; null when no network brought the visitor. */
export function affiliateClick(cookies: AffiliateCookies): { network: string; clickId: string } | null {
  const clickId = cookies.click_id ?? cookies.clickid ?? cookies.admitad_uid ?? cookies.aff_sub ?? cookies.transaction_id;
  const network = cookies.affiliate_landing;
  return network && clickId ? { network, clickId } : null;
}

export function visitorAffiliateCookies(): { cookies: AffiliateCookies; header: string } {
  const header = typeof document === 'undefined' ? '' : document.cookie;
  return { cookies: readAffiliateCookies(header), header };
}
