import { describe, expect, it } from 'vitest';
import { positionOf, toOverviewQuery } from './types.ts';

describe('paging by position', () => {
  it("takes the position from the API's next / previous link", () => {
    expect(positionOf('/api/zeichnung/?page=3&status=F&after=812', 'after')).toEqual({ after: '812' });
    expect(positionOf('/api/zeichnung/?page=1&status=F', 'before')).toEqual({});
    expect(positionOf('/api/product/?page=2', 'after')).toEqual({});
    expect(positionOf(null, 'after')).toEqual({});
  });

  it('sends it with the page, the order and the non-empty filters', () => {
    const filters = { lastName: ' Schmidt ', email: '  ' };
    expect(toOverviewQuery({ page: 3, isAscending: false, filters, position: { after: '812' } })).toEqual({
      page: 3,
      isAscending: false,
      lastName: 'Schmidt',
      after: '812',
    });
    expect(toOverviewQuery({ page: 2, isAscending: true, filters: {}, position: { before: '90' } })).toEqual({
      page: 2,
      isAscending: true,
      before: '90',
    });
    expect(toOverviewQuery({ page: 1, isAscending: false, filters: {} })).toEqual({
      page: 1,
      isAscending: false,
    });
  });
});
