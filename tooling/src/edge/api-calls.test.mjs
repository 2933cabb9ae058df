import { readFileSync } from 'node:fs';
import { allowedCall } from './api-calls.mjs';
import {
  NGINX_CONTENT_HOST_HEADERS_FILE,
  NGINX_LIMITS_FILE,
  NGINX_LOCATIONS_FILE,
  NGINX_SECURITY_HEADERS_FILE,
  nginxApiLocations,
  nginxLimitZones,
  nginxSecurityHeaders,
  nginxWithheldContentHostHeaders,
} from './nginx-api-config.mjs';

const name = (method, url) => allowedCall(method, url)?.name ?? null;

describe('the /api allowlist', () => {
  it.each([
    ['GET', '/uk/jsonapi/node/news?sort=-created&page[limit]=10', 'nodes'],
    ['HEAD', '/uk/jsonapi/node/news', 'nodes'],
    ['GET', '/ru/entity/menu/main_menu/tree', 'menu'],
    ['GET', '/uk/jsonapi/wise/requestssr?url=%2Fuk&range=0', 'page'],
    ['GET', '/uk/jsonapi/wise/main-slider', 'slider'],
    ['GET', '/uk/jsonapi/wise/partners_slider_2', 'slider'],
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

  // The content host's router lowercases the path: any spelling of a named call is that call, never a slider.
  it.each([
    '/uk/jsonapi/wise/Send-sms-api-bank?phone=380501234567',
    '/uk/jsonapi/wise/SEND-SMS-API-BANK?phone=380501234567&code=1234&idotp=x',
    '/uk/jsonapi/wise/Sendtobroker?numberApp=1',
    '/uk/jsonapi/wise/Proxyrequest?method=DropTables',
    '/uk/jsonapi/wise/WebForm',
    '/uk/jsonapi/wise/getpgetinformap?JSONFolder=anything',
    '/uk/jsonapi/wise/Main-Slider',
  ])('GET %s is no slider read: slider names are lowercase and never a named call', (url) => {
    expect(allowedCall('GET', url)).toBeNull();
  });

  // The content host's PHP decodes parameter names and takes the last of several; node's parser the first.
  it.each([
    '/uk/jsonapi/wise/proxyrequest?method=GetExchangeRate&METHOD=DropTables',
    '/uk/jsonapi/wise/proxyrequest?METHOD=DropTables&method=GetExchangeRate',
    '/uk/jsonapi/wise/proxyrequest?method=GetExchangeRate&meth%6fd=DropTables',
    '/uk/jsonapi/wise/proxyrequest?method=GetExchangeRate&%20method=DropTables',
    '/uk/jsonapi/wise/proxyrequest?method=GetExchangeRate&method[]=DropTables',
    '/uk/jsonapi/wise/proxyrequest?method=GetExchangeRate&method=CheckMail&form=true',
    '/uk/jsonapi/wise/proxyrequest?method=CheckMail&form=true&Form=false',
    '/uk/jsonapi/wise/proxyrequest?method=GetExchangeRate&debug=1',
  ])('POST %s is refused: a checked parameter once, as the site names it, and nothing else', (url) => {
    expect(allowedCall('POST', url)).toBeNull();
  });

  it('GET sendtobroker with numberApp twice is refused', () => {
    expect(allowedCall('GET', '/uk/jsonapi/wise/sendtobroker?numberApp=1&numberApp=2')).toBeNull();
  });
});

describe('nginx /api configuration', () => {
  it('the committed nginx files are what the allowlist and the limits generate (npm run edge:nginx)', () => {
    expect(readFileSync(NGINX_LOCATIONS_FILE, 'utf8')).toBe(nginxApiLocations());
    expect(readFileSync(NGINX_LIMITS_FILE, 'utf8')).toBe(nginxLimitZones());
    expect(readFileSync(NGINX_SECURITY_HEADERS_FILE, 'utf8')).toBe(nginxSecurityHeaders());
    expect(readFileSync(NGINX_CONTENT_HOST_HEADERS_FILE, 'utf8')).toBe(nginxWithheldContentHostHeaders());
  });

  it('ends with a 404 for every other path under /api, after the allowed calls', () => {
    const text = nginxApiLocations();
    expect(text.lastIndexOf('location /api/ {')).toBeGreaterThan(text.lastIndexOf('location ~'));
    expect(text).toMatch(/location \/api\/ \{[^}]*return 404/);
  });

  it('has one location per path: nginx takes the first regex location that matches, a second one of a path is never reached', () => {
    const patterns = [...nginxApiLocations().matchAll(/^location ~ "(.*)" \{$/gm)].map(([, pattern]) => pattern);
    expect(patterns.length).toBeGreaterThan(0);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
