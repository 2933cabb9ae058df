import { translator } from '../i18n/strings';
import { currencyName } from './currency-name';

describe('currency names', () => {
  it('come from the dictionary in the page language', () => {
    expect(currencyName('USD', translator('uk'))).toBe('Долар США');
    expect(currencyName('PLN', translator('ru'))).toBe('Польский злотый');
    expect(currencyName('UAH', translator('en'))).toBe('Ukrainian hryvnia');
  });

  it('are left out for a currency the site has no name for, rather than showing a key', () => {
    expect(currencyName('XAU', translator('uk'))).toBeNull();
  });
});
