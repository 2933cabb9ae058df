import { headerOnScroll } from './header-on-scroll';

// The notice's line above it, then the header's 64 px.
const HEADER_BOTTOM = 104;

test('reading down past the header hides it', () => {
  expect(headerOnScroll('shown', 400, 480, HEADER_BOTTOM)).toBe('hidden');
});

test('scrolling up brings the hidden header back', () => {
  expect(headerOnScroll('hidden', 900, 860, HEADER_BOTTOM)).toBe('shown');
});

test('the header stays until the page has scrolled past its place, so the top never shows a gap', () => {
  expect(headerOnScroll('shown', 0, HEADER_BOTTOM, HEADER_BOTTOM)).toBe('shown');
  expect(headerOnScroll('hidden', 200, 40, HEADER_BOTTOM)).toBe('shown');
});

test("a finger's jitter of a few pixels changes nothing either way", () => {
  expect(headerOnScroll('shown', 500, 505, HEADER_BOTTOM)).toBe('shown');
  expect(headerOnScroll('hidden', 500, 495, HEADER_BOTTOM)).toBe('hidden');
});
