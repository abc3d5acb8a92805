import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { isRestaurantMissing } from '../data/use-public-data';

const answer = (status: number) => new ApiError({ status, message: 'x', code: 'NOT_FOUND' });

describe('isRestaurantMissing', () => {
  it('is the API saying no restaurant has the address (404), or that it cannot be one (400)', () => {
    expect(isRestaurantMissing(answer(404))).toBe(true);
    expect(isRestaurantMissing(answer(400))).toBe(true);
  });

  it('is not a failure to ask: offline, a server error, throttling', () => {
    expect(isRestaurantMissing(answer(0))).toBe(false);
    expect(isRestaurantMissing(answer(500))).toBe(false);
    expect(isRestaurantMissing(answer(503))).toBe(false);
    expect(isRestaurantMissing(answer(429))).toBe(false);
    expect(isRestaurantMissing(new TypeError('Failed to fetch'))).toBe(false);
    expect(isRestaurantMissing(null)).toBe(false);
  });
});
