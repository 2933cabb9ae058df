import { nextActiveTab } from './menu-tabs';

describe('main menu tabs', () => {
  it('on desktop a click on another tab switches the active menu', () => {
    expect(nextActiveTab(0, 2, true)).toBe(2);
    expect(nextActiveTab(null, 1, true)).toBe(1);
  });

  it('on desktop a click on the active tab keeps it active', () => {
    expect(nextActiveTab(1, 1, true)).toBe(1);
  });

  it('on small screens a click on the active tab collapses it', () => {
    expect(nextActiveTab(1, 1, false)).toBeNull();
    expect(nextActiveTab(1, 3, false)).toBe(3);
  });
});
