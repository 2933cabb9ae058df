import { contactHref, contactKind } from './contact-kind';

describe('contact block long entries', () => {
  it('a value with an at sign is an email link', () => {
    expect(contactKind('info@bank.ua')).toBe('mailto');
    expect(contactHref('info@bank.ua', 'mailto')).toBe('mailto:info@bank.ua');
  });

  it('a phone-like value is a phone link without spaces or brackets', () => {
    expect(contactKind('+38 (044) 123-45-67')).toBe('tel');
    expect(contactHref('+38 (044) 123-45-67', 'tel')).toBe('tel:+380441234567');
    expect(contactKind('0 800 500 500')).toBe('tel');
  });

  it('anything else is plain text', () => {
    expect(contactKind('Пн–Пт 9:00–18:00')).toBe('text');
    expect(contactHref('вул. Хрещатик, 22', 'text')).toBeNull();
  });
});
