import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('is hidden when there is only one page', () => {
    render(<Pagination page={0} pageCount={1} language="en" onPageChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination page={0} pageCount={3} language="en" onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Pagination page={2} pageCount={3} language="en" onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('asks for the zero-based page the visitor picks and marks the current one', async () => {
    const onPageChange = jest.fn();
    render(<Pagination page={0} pageCount={3} language="en" onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('for a list with its page in the address, is links with ?page= that work without script', () => {
    render(<Pagination page={1} pageCount={3} language="en" onPageChange={jest.fn()} hrefOf={(page) => (page ? `/uk/blog?page=${page}` : '/uk/blog')} />);
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/uk/blog');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/uk/blog?page=2');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/uk/blog');
  });

  it('as links, marks an arrow at the end unavailable and takes a plain click in place', async () => {
    const onPageChange = jest.fn();
    render(<Pagination page={2} pageCount={3} language="en" onPageChange={onPageChange} hrefOf={(page) => `?page=${page}`} />);
    const next = screen.getByRole('link', { name: 'Next page' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toHaveAttribute('href');
    await userEvent.click(screen.getByRole('link', { name: 'Page 1' }));
    expect(onPageChange).toHaveBeenCalledWith(0);
    expect(window.location.search).toBe('');
  });
});
