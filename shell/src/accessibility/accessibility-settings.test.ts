import { applyAccessibility, parseAccessibility } from './accessibility-settings';

describe('accessibility settings', () => {
  it('restores the greyscale and font size kept on the device', () => {
    expect(parseAccessibility('{"greyscale":true,"fontScale":125}')).toEqual({ greyscale: true, fontScale: 125 });
  });

  it('accepts only 100, 113 and 125 percent', () => {
    expect(parseAccessibility('{"fontScale":150}').fontScale).toBe(100);
    expect(parseAccessibility('{"fontScale":113}').fontScale).toBe(113);
  });

  it('falls back to normal colours and 100 % when nothing readable is kept', () => {
    expect(parseAccessibility('nonsense')).toEqual({ greyscale: false, fontScale: 100 });
    expect(parseAccessibility(null)).toEqual({ greyscale: false, fontScale: 100 });
  });

  it('turns the whole page grey and scales the root font', () => {
    const root = document.documentElement;
    applyAccessibility(root, { greyscale: true, fontScale: 113 });
    expect(root).toHaveClass('bank-greyscale');
    expect(root.style.getPropertyValue('--bank-font-scale')).toBe('113%');
    applyAccessibility(root, { greyscale: false, fontScale: 100 });
    expect(root).not.toHaveClass('bank-greyscale');
  });
});
