import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './error-state';
import { NotFound } from './not-found';
import { renderWithTheme } from './test-utils';

describe('ErrorState', () => {
  it('shows the generic text and retries on click', () => {
    const onRetry = vi.fn();
    renderWithTheme(<ErrorState onRetry={onRetry} />);
    expect(screen.getByText('It seems something went wrong.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('makes the text the heading of the page when it is the whole page', () => {
    renderWithTheme(<ErrorState asPage onRetry={() => {}} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'It seems something went wrong.' }),
    ).toBeInTheDocument();
  });
});

describe('NotFound', () => {
  it('shows Page Not Found with the given way home', () => {
    renderWithTheme(<NotFound action={<a href="/">Home</a>} />);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});
