import { co2eAvoidedLbs, createWeightEntryBody, gasolineGallonsFor, weightMessages } from '../src/api/weight';

const customerId = '65a1b2c3d4e5f60718293a4b';

describe('weight contracts', () => {
  it('turns a short ton of food scraps into the 0.266 t CO2e that WARM gives', () => {
    expect(co2eAvoidedLbs(2000) * 0.45359237).toBeCloseTo(266, 6);
    expect(co2eAvoidedLbs(0)).toBe(0);
  });

  it('expresses CO2e as gallons of gasoline at 8.887 kg each', () => {
    expect(gasolineGallonsFor(8.887 / 0.45359237)).toBeCloseTo(1, 9);
  });

  it("answers the spec's message when the weight is missing", () => {
    const result = createWeightEntryBody.safeParse({ customerId });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(weightMessages.weightRequired);
  });

  it('takes pounds above 0 to one decimal place', () => {
    expect(createWeightEntryBody.safeParse({ customerId, weight: 12.3 }).success).toBe(true);
    expect(createWeightEntryBody.safeParse({ customerId, weight: 0.1 }).success).toBe(true);
    const tooFine = createWeightEntryBody.safeParse({ customerId, weight: 12.34 });
    expect(tooFine.error?.issues[0]?.message).toBe(weightMessages.weightOneDecimal);
    const zero = createWeightEntryBody.safeParse({ customerId, weight: 0 });
    expect(zero.error?.issues[0]?.message).toBe(weightMessages.weightPositive);
  });
});
