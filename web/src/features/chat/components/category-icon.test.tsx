import { render } from '@testing-library/react';
import { promptIdeaSummary } from 'virtual:prompt-idea-summary';
import { describe, expect, it } from 'vitest';
import { CategoryIcon, iconName } from './category-icon.tsx';
import { LINE_ICONS } from './category-line-icons.tsx';

describe('prompt-idea category icon', () => {
  it('draws an emoji as its line icon: no emoji text, hidden from screen readers', () => {
    const { container } = render(<CategoryIcon icon="💼" />);
    const svg = container.querySelector('svg.idea-category__icon')!;
    expect(svg).not.toBeNull();
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(container.textContent).toBe('');
    const { container: expected } = render(<svg>{LINE_ICONS.briefcase}</svg>);
    expect(svg.innerHTML).toBe(expected.querySelector('svg')!.innerHTML);
  });

  it('has a line icon for every category of the content', () => {
    for (const category of promptIdeaSummary) {
      expect(LINE_ICONS[iconName(category.icon)], `${category.category} (${category.icon})`).toBeDefined();
    }
  });

  it('draws the line icon a name stands for, in any case', () => {
    const { container } = render(<CategoryIcon icon=" Briefcase " />);
    const { container: expected } = render(<svg>{LINE_ICONS.briefcase}</svg>);
    expect(container.querySelector('svg')!.innerHTML).toBe(expected.querySelector('svg')!.innerHTML);
  });

  it('gives a name without a line icon a spark', () => {
    const { container: spark } = render(<CategoryIcon icon="no-such-icon" />);
    const { container: known } = render(<CategoryIcon icon="briefcase" />);
    const sparkSvg = spark.querySelector('svg.idea-category__icon')!;
    expect(sparkSvg.children.length).toBeGreaterThan(0);
    expect(sparkSvg.innerHTML).not.toBe(known.querySelector('svg')!.innerHTML);
  });
});
