import { render, screen } from '@testing-library/react';
import { BlockErrorBoundary } from './block-error-boundary';

function Broken(): never {
  throw new Error('remote block crashed');
}

describe('block error boundary', () => {
  it('renders nothing for a block that throws, logs it and reports it, and leaves its neighbours alone', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = jest.fn();
    render(
      <main>
        <BlockErrorBoundary name="mf_content/basic" onError={onError}>
          <Broken />
        </BlockErrorBoundary>
        <p>Next block</p>
      </main>,
    );
    expect(screen.getByText('Next block')).toBeInTheDocument();
    expect(screen.getByRole('main').textContent).toBe('Next block');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'remote block crashed' }));
    expect(error.mock.calls.some(([message]) => String(message).includes('mf_content/basic'))).toBe(true);
    error.mockRestore();
  });

  it('renders a working block as it is', () => {
    render(
      <BlockErrorBoundary name="mf_content/basic">
        <p>Rates for today</p>
      </BlockErrorBoundary>,
    );
    expect(screen.getByText('Rates for today')).toBeInTheDocument();
  });
});
