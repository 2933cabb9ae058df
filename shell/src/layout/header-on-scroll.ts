/** Whether the phone's sticky header is in view: it steps aside while the visitor reads down and comes back on the way up. */
export type HeaderOnScroll = 'shown' | 'hidden';

/** Scrolls smaller than this are a finger's jitter, not a change of direction. */
export const HEADER_SCROLL_SLACK_PX = 8;

/**
 * The header after a scroll from `previousY` to `y`: hidden going down once the page has scrolled past the header's
 * place (`headerBottom`, below the notice), so it never leaves a gap at the top; shown going up or back at the top.
 */
export function headerOnScroll(current: HeaderOnScroll, previousY: number, y: number, headerBottom: number): HeaderOnScroll {
  if (y <= headerBottom) return 'shown';
  if (y - previousY > HEADER_SCROLL_SLACK_PX) return 'hidden';
  if (previousY - y > HEADER_SCROLL_SLACK_PX) return 'shown';
  return current;
}
