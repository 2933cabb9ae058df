import { render } from '@testing-library/react';
import { X } from 'lucide';
import { Icon } from './Icon';

describe('Icon', () => {
  it("draws lucide's drawing as inline SVG, hidden from assistive technology and sized as asked", () => {
    const { container } = render(<Icon drawing={X} size={20} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '20');
    expect([...svg.querySelectorAll('path')].map((path) => path.getAttribute('d'))).toEqual(['M18 6 6 18', 'm6 6 12 12']);
  });

  it('a labelled icon is announced', () => {
    const { container } = render(<Icon drawing={X} aria-label="Закрити" />);
    expect(container.querySelector('svg')).not.toHaveAttribute('aria-hidden');
  });
});
