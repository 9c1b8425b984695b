import { weightMessages } from '@pickup/contracts';
import { medianOf, newlyFound, reviewReason, unusualWeight } from '../src/domain/review-rule';

describe('the review rule', () => {
  it('takes the median of an odd or even number of weights', () => {
    expect(medianOf([12, 8, 10])).toBe(10);
    expect(medianOf([8, 12, 10, 11])).toBe(10.5);
  });

  it('judges only with at least three processed weights, and only the last ten', () => {
    expect(unusualWeight(100, [10, 10])).toBeNull();
    expect(unusualWeight(100, [10, 10, 10])).toBe(weightMessages.unusualWeightReason(100, 10));
    // The newest ten are 40s; the older 10s are not looked at.
    const history = [...Array<number>(10).fill(40), 10, 10, 10];
    expect(unusualWeight(40, history)).toBeNull();
  });

  it('calls a weight unusual only beyond 2.5 times the median, either way', () => {
    const history = [10, 10, 10];
    expect(unusualWeight(25, history)).toBeNull();
    expect(unusualWeight(25.1, history)).not.toBeNull();
    expect(unusualWeight(4, history)).toBeNull();
    expect(unusualWeight(3.9, history)).not.toBeNull();
  });

  it('names the median to one decimal', () => {
    expect(unusualWeight(50, [10.1, 10.2, 10.3, 10.4])).toBe(weightMessages.unusualWeightReason(50, 10.3));
  });

  it('joins contamination and an unusual weight', () => {
    expect(reviewReason({ foundContamination: ['Glass'], weight: 100, processedWeights: [10, 10, 10] })).toBe(
      `${weightMessages.contaminationReason(['Glass'])}; ${weightMessages.unusualWeightReason(100, 10)}`,
    );
    expect(reviewReason({ foundContamination: [], weight: null, processedWeights: [10, 10, 10] })).toBeNull();
  });

  it('finds only the materials an entry did not have', () => {
    expect(newlyFound(['Glass'], ['Glass', 'Metal'])).toEqual(['Metal']);
    expect(newlyFound(['Glass', 'Metal'], ['Glass'])).toEqual([]);
  });
});
