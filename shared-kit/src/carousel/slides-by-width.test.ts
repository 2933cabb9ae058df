import { carouselBreakpoints } from './slides-by-width';

describe('carousel slides per view', () => {
  it('shows half the slides on tablet, rounded up, and one on mobile', () => {
    expect(carouselBreakpoints(3)).toEqual({ 0: 1, 600: 2, 1024: 3 });
    expect(carouselBreakpoints(4)).toEqual({ 0: 1, 600: 2, 1024: 4 });
  });
});
