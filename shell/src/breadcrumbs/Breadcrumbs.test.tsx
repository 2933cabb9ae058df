import '../layout/router-test-polyfill';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Breadcrumbs } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  it('links crumbs that have a link and shows the rest as plain text', () => {
    render(
      <MemoryRouter>
        <Breadcrumbs
          language="uk"
          crumbs={[
            { title: 'Головна', url: '/uk' },
            { title: 'Кредити', url: null },
          ]}
        />
      </MemoryRouter>,
    );
    const trail = screen.getByRole('navigation', { name: 'Навігаційний ланцюжок' });
    expect(trail).toContainElement(screen.getByRole('link', { name: 'Головна' }));
    expect(screen.queryByRole('link', { name: 'Кредити' })).toBeNull();
    expect(screen.getByText('Кредити')).toHaveAttribute('aria-current', 'page');
  });
});
