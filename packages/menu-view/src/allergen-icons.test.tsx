import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AllergenCode, AllergenIcon } from './allergen-icons';
import { englishTexts } from './texts';

const codes = Object.keys(englishTexts.allergenNames) as AllergenCode[];

describe('allergen icons', () => {
  it('draws each of the 14 allergens differently', () => {
    expect(codes).toHaveLength(14);
    const { container } = render(
      <div>
        {codes.map((code) => (
          <AllergenIcon key={code} allergen={code} />
        ))}
      </div>,
    );
    const drawings = [...container.querySelectorAll('svg')].map((svg) => svg.innerHTML);
    expect(drawings.every((drawing) => drawing.length > 0)).toBe(true);
    expect(new Set(drawings).size).toBe(14);
  });

  it('is hidden from screen readers unless given a title', () => {
    const { container } = render(<AllergenIcon allergen="milk" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    render(<AllergenIcon allergen="fish" title="Fish" />);
    expect(screen.getByRole('img', { name: 'Fish' })).toBeInTheDocument();
  });
});
