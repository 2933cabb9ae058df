import { render, screen } from '@testing-library/react';
import { FormattedDate, publicationDate } from './FormattedDate';

describe('publication date', () => {
  it("is written in the page's language, on Kyiv's calendar whatever the machine's zone", () => {
    // 22:30 UTC on 31 March is already 1 April in Kyiv (UTC+3 in summer time).
    expect(publicationDate('2026-03-31T22:30:00Z', 'uk')).toEqual({ iso: '2026-03-31T22:30:00Z', text: '1 квітня 2026 р.' });
    expect(publicationDate('2026-03-31T22:30:00Z', 'ru').text).toBe('1 апреля 2026 г.');
  });

  it('shows the text it was read with, the machine-readable date beside it', () => {
    render(<FormattedDate date={{ iso: '2026-04-01T09:00:00Z', text: '1 квітня 2026 р.' }} />);
    expect(screen.getByText('1 квітня 2026 р.')).toHaveAttribute('datetime', '2026-04-01T09:00:00Z');
  });
});
