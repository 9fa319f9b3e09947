import { describe, expect, it } from 'vitest';
import { normaliseSelection, showsMobileOptions, toggleCategory } from './category-selection.ts';

describe('filter category selection', () => {
  it("keeps the product's order and drops duplicates and unknown values", () => {
    expect(normaliseSelection(['web', 'mobile', 'web', 'quantum'])).toEqual(['mobile', 'web']);
  });

  it('adds and removes a category', () => {
    expect(toggleCategory(['web'], 'backend', true)).toEqual(['backend', 'web']);
    expect(toggleCategory(['backend', 'web'], 'web', false)).toEqual(['backend']);
  });

  it('drops the mobile sub-options with Mobile', () => {
    expect(toggleCategory(['mobile', 'ios', 'android', 'web'], 'mobile', false)).toEqual(['web']);
    expect(toggleCategory(['mobile', 'ios'], 'ios', false)).toEqual(['mobile']);
  });

  it('shows the mobile sub-options with Mobile or a saved sub-option', () => {
    expect(showsMobileOptions(['web'])).toBe(false);
    expect(showsMobileOptions(['mobile'])).toBe(true);
    expect(showsMobileOptions(['ios'])).toBe(true);
  });
});
