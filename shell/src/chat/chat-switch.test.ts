import { isChatSwitchedOn } from './chat-switch';

describe('chat switch', () => {
  it('is on when the basic block says enabled in Ukrainian, Russian or English', () => {
    expect(isChatSwitchedOn('<p>Онлайн-чат: увімкнено</p>')).toBe(true);
    expect(isChatSwitchedOn('<p>Чат <b>Включено</b></p>')).toBe(true);
    expect(isChatSwitchedOn('chat enabled')).toBe(true);
  });

  it('is off for the words for disabled and for any other text', () => {
    expect(isChatSwitchedOn('<p>Онлайн-чат: вимкнено</p>')).toBe(false);
    expect(isChatSwitchedOn('<p>Онлайн-чат: выключено</p>')).toBe(false);
    expect(isChatSwitchedOn('disabled')).toBe(false);
    expect(isChatSwitchedOn('')).toBe(false);
  });
});
