import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryIcon } from './category-icon.tsx';
import { LINE_ICONS } from './category-line-icons.tsx';

describe('prompt-idea category icon', () => {
  it('shows an emoji as it is, hidden from screen readers', () => {
    const { container } = render(<CategoryIcon icon="💼" />);
    const icon = container.querySelector('.idea-category__icon--emoji')!;
    expect(icon).toHaveTextContent('💼');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('svg')).toBeNull();
  });

  it('draws the line icon a name stands for, once the line icons have arrived', async () => {
    const { container } = render(<CategoryIcon icon=" Briefcase " />);
    const svg = () => container.querySelector('svg.idea-category__icon')!;
    expect(svg()).not.toBeNull();
    await waitFor(() => expect(svg().children.length).toBeGreaterThan(0));
    const { container: expected } = render(<svg>{LINE_ICONS.briefcase}</svg>);
    expect(svg().innerHTML).toBe(expected.querySelector('svg')!.innerHTML);
  });

  it('gives a name without a line icon a spark', async () => {
    const { container: spark } = render(<CategoryIcon icon="no-such-icon" />);
    const { container: known } = render(<CategoryIcon icon="briefcase" />);
    await waitFor(() => expect(known.querySelector('svg')!.children.length).toBeGreaterThan(0));
    const sparkSvg = spark.querySelector('svg.idea-category__icon')!;
    expect(sparkSvg.children.length).toBeGreaterThan(0);
    expect(sparkSvg.innerHTML).not.toBe(known.querySelector('svg')!.innerHTML);
  });
});
