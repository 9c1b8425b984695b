/** The spec's static guidance of the FAQ screen: what goes in the bucket, what does not, and how to keep it fresh. */
export const guidance = [
  {
    title: 'What you can compost',
    items: [
      'Fruit and vegetable scraps, peels and cores',
      'Meat, fish and bones: our hot composting reaches temperatures that break them down safely',
      'Dairy, eggs and eggshells',
      'Bread, pasta, rice and grains',
      'Coffee grounds, paper filters and tea bags',
      'Paper napkins, paper towels and uncoated paper plates',
      'Cut flowers, houseplant trimmings and small yard waste',
    ],
  },
  {
    title: 'What you cannot compost',
    items: [
      'Plastic of any kind, including bags labelled biodegradable (certified compostable liners are fine)',
      'Glass, metal, foil and cans',
      'Pet waste and cat litter',
      'Diapers, wipes and hygiene products',
      'Cooking oil and grease in large amounts',
      'Treated wood, ashes and charcoal',
    ],
  },
  {
    title: 'Keeping odours down',
    items: [
      'Keep the lid closed tightly between uses',
      'Layer wet scraps with dry paper, such as a sheet of newspaper or a paper towel',
      'Use a compostable liner and keep the bucket in a cool, shaded spot',
      'Freeze meat and fish scraps until the night before pickup',
      'Sprinkle a little baking soda in the bottom after rinsing the bucket',
    ],
  },
  {
    title: 'Best practices',
    items: [
      'Put your bucket curbside by 7 AM on your pickup day',
      'Keep the lid latched so animals stay out',
      'Cut large scraps into smaller pieces so they break down faster',
      'Rinse the bucket after each pickup',
      'Drain liquids before scraps go in',
    ],
  },
] as const;
