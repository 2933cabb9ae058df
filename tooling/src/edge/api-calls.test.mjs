import { readFileSync } from 'node:fs';
import { allowedCall } from './api-calls.mjs';
import {
  NGINX_LIMITS_FILE,
  NGINX_LOCATIONS_FILE,
  NGINX_SECURITY_HEADERS_FILE,
  nginxApiLocations,
  nginxLimitZones,
  nginxSecurityHeaders,
} from './nginx-api-config.mjs';

const name = (method, url) => allowedCall(method, url)?.name ?? null;

describe('the /api allowlist', () => {
  it.each([
    ['GET', '/uk/jsonapi/node/news?sort=-created&page[limit]=10', 'nodes'],
    ['HEAD', '/uk/jsonapi/node/news', 'nodes'],
    ['GET', '/ru/entity/menu/main_menu/tree', 'menu'],
    ['GET', '/uk/jsonapi/wise/requestssr?url=%2Fuk&range=0', 'page'],
    ['GET', '/uk/jsonapi/wise/main-slider', 'slider'],
    ['GET', '/uk/jsonapi/wise/gmappins?branch=2', 'map pins'],
    ['GET', '/uk/jsonapi/user/user/expert-1', 'experts'],
    ['GET', '/route/v1/walking/30.52,50.45;30.53,50.46?overview=full', 'route'],
    ['POST', '/uk/jsonapi/wise/proxyrequest?method=GetExchangeRate', 'bank operation'],
    ['POST', '/uk/jsonapi/wise/proxyrequest?method=CheckMail&form=true', 'form operation'],
    ['POST', '/uk/jsonapi/wise/webform?_format=json', 'form send'],
    ['PATCH', '/ru/jsonapi/wise/webform/credit_cash/submission/4f1c-22?_format=json', 'form second step'],
    ['POST', '/sms-code', 'sms send'],
    ['POST', '/uk/newsletter', 'newsletter'],
    ['POST', '/reports/remote-usage', 'remote usage report'],
  ])('%s %s is the call "%s"', (method, url, expected) => {
    expect(name(method, url)).toBe(expected);
  });

  it.each([
    ['GET', '/stub/forms/submissions'],
    ['GET', '/stub/forms/sms-codes'],
    ['GET', '/reports/remote-usage'],
    ['DELETE', '/uk/jsonapi/node/news'],
    ['PUT', '/uk/jsonapi/node/news'],
    ['POST', '/uk/jsonapi/node/news'],
    ['GET', '/uk/jsonapi/wise/send-sms-api-bank?phone=380671234567'],
    ['GET', '/jsonapi/wise/send-sms-api-bank?phone=380671234567'],
    ['GET', '/uk/jsonapi/sendpulse/add-email?book=x&email=a@b.cc'],
    ['GET', '/uk/jsonapi/wise/webform'],
    ['GET', '/uk/jsonapi/node/news%2F..%2F..%2Fstub%2Fforms%2Fsubmissions'],
    ['GET', '/uk/jsonapi/node/..%2f..%2fstub/forms'],
    ['GET', '/uk/jsonapi/node/news/../../../stub/forms/submissions'],
    ['GET', '//stub/forms/submissions'],
    ['GET', '/de/jsonapi/node/news'],
    ['POST', '/uk/jsonapi/wise/proxyrequest?method=DeleteEverything'],
    ['POST', '/uk/jsonapi/wise/proxyrequest?method=GetExchangeRate&method=DropTables'],
    ['POST', '/uk/jsonapi/wise/proxyrequest?method=CheckMail'],
    ['POST', '/uk/jsonapi/wise/webform'],
    ['GET', '/uk/jsonapi/wise/sendtobroker?numberApp=1;DROP'],
  ])('%s %s is refused', (method, url) => {
    expect(allowedCall(method, url)).toBeNull();
  });
});

describe('nginx /api configuration', () => {
  it('the committed nginx files are what the allowlist and the limits generate (npm run edge:nginx)', () => {
    expect(readFileSync(NGINX_LOCATIONS_FILE, 'utf8')).toBe(nginxApiLocations());
    expect(readFileSync(NGINX_LIMITS_FILE, 'utf8')).toBe(nginxLimitZones());
    expect(readFileSync(NGINX_SECURITY_HEADERS_FILE, 'utf8')).toBe(nginxSecurityHeaders());
  });

  it('ends with a 404 for every other path under /api, after the allowed calls', () => {
    const text = nginxApiLocations();
    expect(text.lastIndexOf('location /api/ {')).toBeGreaterThan(text.lastIndexOf('location ~'));
    expect(text).toMatch(/location \/api\/ \{[^}]*return 404/);
  });
});
